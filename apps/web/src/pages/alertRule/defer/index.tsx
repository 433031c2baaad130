import { AlertRulePage } from '../AlertRulePage';

/** The defer alert-rule screen. */
export default function DeferAlertRulePage() {
  return <AlertRulePage type="defer" />;
}
