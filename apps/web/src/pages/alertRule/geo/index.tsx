import { AlertRulePage } from '../AlertRulePage';

/** The geo alert-rule screen. */
export default function GeoAlertRulePage() {
  return <AlertRulePage type="geo" />;
}
