import type { PlanningStatus } from '@tms/contract';
import { Alert, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A finished plan: what was added to the screen, line by line, and every waybill left out with its reason. */
export function PlanningResult({ status, firstNumber }: { status: PlanningStatus; firstNumber: number }) {
  const { t } = useTranslation();
  if (status.status === 'FAILED') return <Alert type="error" showIcon message={status.failure} />;
  if (status.status === 'CANCELLED')
    return <Alert type="info" showIcon message={t('lineAdjust.plan.cancelled')} />;
  const lines = status.lines ?? [];
  const unplanned = status.unplanned ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="planning-result">
      {(status.notices ?? []).map((notice) => (
        <Alert key={notice} type="warning" showIcon message={notice} />
      ))}
      {lines.length > 0 ? (
        <Alert
          type="success"
          showIcon
          message={t('lineAdjust.plan.done', {
            lines: status.totals?.lines ?? lines.length,
            vehicles: status.totals?.vehicles ?? lines.length,
            km: status.totals?.distanceKm ?? 0,
          })}
        />
      ) : (
        <Alert type="warning" showIcon message={t('lineAdjust.plan.none')} />
      )}
      {lines.length > 0 && (
        <Table
          size="small"
          rowKey={(_, i) => String(i)}
          pagination={false}
          scroll={{ y: 220 }}
          dataSource={lines}
          columns={[
            {
              title: t('lineAdjust.plan.col.line'),
              width: 70,
              render: (_, __, i) => firstNumber + i,
            },
            { title: t('lineAdjust.plan.col.model'), dataIndex: 'vehicleModelName' },
            {
              title: t('lineAdjust.plan.col.vehicle'),
              render: (_, line) =>
                t('lineAdjust.plan.vehicleTrip', { vehicle: line.vehicleNo, trip: line.tripNo }),
            },
            { title: t('lineAdjust.plan.col.stops'), width: 80, render: (_, line) => line.stopList.length },
            {
              title: t('lineAdjust.plan.col.waybills'),
              width: 80,
              render: (_, line) => line.waybillIdList.length,
            },
            { title: t('lineAdjust.plan.col.km'), width: 100, dataIndex: 'distanceKm' },
          ]}
        />
      )}
      {unplanned.length > 0 && (
        <>
          <Typography.Text strong>
            {t('lineAdjust.plan.unplanned', { count: unplanned.length })}
          </Typography.Text>
          <Table
            size="small"
            rowKey="waybillId"
            data-testid="planning-unplanned"
            pagination={false}
            scroll={{ y: 200 }}
            dataSource={unplanned}
            columns={[
              { title: t('lineAdjust.plan.col.code'), dataIndex: 'code', width: 160 },
              { title: t('lineAdjust.plan.col.reason'), dataIndex: 'reason' },
            ]}
          />
        </>
      )}
    </Space>
  );
}
