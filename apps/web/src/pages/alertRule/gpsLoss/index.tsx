import { AlertRulePage } from '../AlertRulePage';

/** The gpsLoss alert-rule screen. */
export default function GpsLossAlertRulePage() {
  return <AlertRulePage type="gpsLoss" />;
}
