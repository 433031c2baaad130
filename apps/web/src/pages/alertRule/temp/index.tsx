import { AlertRulePage } from '../AlertRulePage';

/** The temp alert-rule screen. */
export default function TempAlertRulePage() {
  return <AlertRulePage type="temp" />;
}
