import { AlertRulePage } from '../AlertRulePage';

/** The door alert-rule screen. */
export default function DoorAlertRulePage() {
  return <AlertRulePage type="door" />;
}
