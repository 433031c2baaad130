import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../../../core/current-user';
import { AlertsTab } from './AlertsTab';
import { TemperatureTab } from './TemperatureTab';
import { TrackTab } from './TrackTab';

/**
 * The shipment detail's monitoring tabs as Tabs items: temperatures, the track, and the alerts (for
 * those who may list alerts). Chart and map code load only when their tab opens.
 */
export function useShipmentMonitorTabs(shipmentId: string) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return [
    {
      key: 'temperature',
      label: t('shipmentTemp.tab'),
      children: <TemperatureTab uuid={shipmentId} canExport={can('shipment:shipment:export')} />,
    },
    { key: 'track', label: t('shipmentTemp.trackTab'), children: <TrackTab uuid={shipmentId} /> },
    ...(can('monitor:alert:list')
      ? [
          {
            key: 'alerts',
            label: t('shipmentTemp.alertsTab'),
            children: <AlertsTab shipmentId={shipmentId} />,
          },
        ]
      : []),
  ];
}
