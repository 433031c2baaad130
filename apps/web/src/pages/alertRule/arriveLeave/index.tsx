import { AlertRulePage } from '../AlertRulePage';

/** The arriveLeave alert-rule screen. */
export default function ArriveLeaveAlertRulePage() {
  return <AlertRulePage type="arriveLeave" />;
}
