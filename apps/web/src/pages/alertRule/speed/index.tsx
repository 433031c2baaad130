import { AlertRulePage } from '../AlertRulePage';

/** The speed alert-rule screen. */
export default function SpeedAlertRulePage() {
  return <AlertRulePage type="speed" />;
}
