import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isShipmentReceivable } from '@tms/domain';
import { Alert, Drawer, Empty, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EpodWaybillCard } from './EpodWaybillCard';
import { epodKey, listEpods } from './epod-api';

/**
 * 回单: a shipment's receipts, stop by stop and waybill by waybill (GET /shipment/epod/list). Drivers
 * (carrier staff) and dispatchers record received quantities, remarks and photos; a dispatcher audits.
 */
export function EpodDrawer({
  shipment,
  onClose,
}: {
  shipment: { uuid: string; shipmentCode: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const shipmentId = shipment?.uuid ?? '';
  const receipts = useQuery({
    queryKey: epodKey(shipmentId),
    queryFn: () => listEpods(shipmentId),
    enabled: shipment !== null,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: epodKey(shipmentId) });
  const data = receipts.data;
  const receivable = data ? isShipmentReceivable({ status: data.shipmentStatus }) : false;

  return (
    <Drawer
      open={shipment !== null}
      width="70%"
      title={t('epodView.title', { code: shipment?.shipmentCode ?? '' })}
      destroyOnHidden
      onClose={onClose}
      data-testid="epod-drawer"
    >
      {receipts.isLoading ? (
        <Spin />
      ) : !data || data.stops.length === 0 ? (
        <Empty description={t('epodView.empty')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          {!receivable && <Alert type="info" showIcon message={t('epodView.notShipped')} />}
          {data.stops.map((stop) => (
            <Space key={stop.stopId ?? 'none'} direction="vertical" style={{ width: '100%' }}>
              <Typography.Title level={5} data-testid={`epod-stop-${stop.sequence ?? 'none'}`}>
                {stop.stopId === null
                  ? t('epodView.noStop')
                  : t('epodView.stop', { sequence: stop.sequence, name: stop.stationName ?? stop.stationId })}
              </Typography.Title>
              {stop.waybills.map((waybill) => (
                // Keyed by the last save or audit, so either starts the inputs from what was stored; a photo
                // uploaded in between (which starts the receipt) keeps what the user has typed so far.
                <EpodWaybillCard
                  key={`${waybill.waybillId}:${waybill.updateTime}`}
                  shipmentId={data.shipmentId}
                  receivable={receivable}
                  waybill={waybill}
                  onChanged={refresh}
                />
              ))}
            </Space>
          ))}
        </Space>
      )}
    </Drawer>
  );
}
