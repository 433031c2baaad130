import { AlertRulePage } from '../AlertRulePage';

/** The tired alert-rule screen. */
export default function TiredAlertRulePage() {
  return <AlertRulePage type="tired" />;
}
