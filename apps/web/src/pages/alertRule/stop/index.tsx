import { AlertRulePage } from '../AlertRulePage';

/** The stop alert-rule screen. */
export default function StopAlertRulePage() {
  return <AlertRulePage type="stop" />;
}
