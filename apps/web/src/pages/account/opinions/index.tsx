import { MyOpinionsTab } from '../../base/opinion/components/MyOpinionsTab';

/**
 * 意见建议 from the header's user menu: every signed-in user submits opinions and follows their own here
 * (the submit and mine calls need no permission); answering all of them stays on base/opinion.
 */
export default function MyOpinionsPage() {
  return <MyOpinionsTab />;
}
