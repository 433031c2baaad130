import type { ActionType } from '@ant-design/pro-components';
import type { ShipmentReport, ShipmentReportQuery } from '@tms/contract';
import { App, Card, Table } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ExportAction, PermButton } from '../../../components/crud';
import { useVisibleColumnKeys } from '../../../components/DownloadCenter/visible-columns';
import { TmsTable } from '../../../components/TmsTable';
import { exportShipmentReport, getShipmentReport, refreshRollups } from '../api';
import { filtersFromQuery, lastDays } from '../drill';
import { type ReportTableRow, reportColumns } from './columns';

const MODULAR = 'report-shipment';

/** The search form's values as the report's query (empty fields dropped). */
function queryOf(params: Record<string, unknown>): ShipmentReportQuery {
  const pick = (key: string) =>
    typeof params[key] === 'string' && params[key] ? (params[key] as string) : undefined;
  return {
    beginDate: pick('beginDate') ?? '',
    endDate: pick('endDate') ?? '',
    dispatchCenterId: pick('dispatchCenterId'),
    carrierId: pick('carrierId'),
    lineType: pick('lineType'),
    clientId: pick('clientId'),
    groupBy: (pick('groupBy') as ShipmentReportQuery['groupBy']) ?? 'day',
  };
}

/**
 * 运输报表 (report page rpt_shipment): shipments of a date range grouped by day, dispatch center, carrier,
 * line type or client, with the total and the alerts by type; read from the daily roll-ups. The filters
 * come from the URL query too, so the dashboard's tiles open it on their center and period.
 */
export default function ShipmentReportPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [search] = useSearchParams();
  const initial = useMemo(() => filtersFromQuery(search, lastDays(7)), [search]);
  const columns = useMemo(() => reportColumns(t, i18n.language, initial), [t, i18n.language, initial]);
  const exportColumns = useVisibleColumnKeys(MODULAR, columns);
  const [query, setQuery] = useState<ShipmentReportQuery>(initial);
  const [alerts, setAlerts] = useState<ShipmentReport['alertsByType']>([]);
  const actionRef = useRef<ActionType>(null);

  return (
    <>
      <TmsTable<ReportTableRow, Record<string, unknown>>
        // A new URL query (a drill-down from the dashboard) starts a new search with its filters.
        key={search.toString()}
        modular={MODULAR}
        headerTitle={t('rpt.heading')}
        actionRef={actionRef}
        rowKey="id"
        columns={columns}
        pagination={false}
        request={async (params) => {
          const q = queryOf(params);
          setQuery(q);
          const report = await getShipmentReport(q);
          setAlerts(report.alertsByType);
          const rows: ReportTableRow[] = report.rows.map((r) => ({ ...r, id: `g:${r.groupKey}` }));
          if (rows.length > 0) rows.push({ ...report.total, id: 'total', isTotal: true });
          return { data: rows, success: true, total: report.rows.length };
        }}
        toolBarRender={() => [
          <PermButton
            key="refresh"
            perm="report:shipment:refresh"
            onClick={async () => {
              const result = await refreshRollups({ beginDate: query.beginDate, endDate: query.endDate });
              // The server's message says how many days were rebuilt, in the caller's language.
              message.success(result.msg);
              actionRef.current?.reload();
            }}
          >
            {t('rpt.refresh')}
          </PermButton>,
          <ExportAction
            key="export"
            perm="report:shipment:export"
            onExport={() => exportShipmentReport({ ...query, columns: exportColumns.join(',') })}
          />,
        ]}
        scroll={{ x: 1900 }}
      />
      <Card title={t('rpt.alertsByType')} size="small" style={{ marginTop: 16 }} data-testid="report-alerts">
        <Table
          size="small"
          rowKey="alertType"
          pagination={false}
          dataSource={alerts}
          columns={[
            {
              title: t('rpt.alertType'),
              dataIndex: 'alertType',
              render: (v: string) => t(`monitoring.type.${v}`, v),
            },
            { title: t('report.shipment.alerts'), dataIndex: 'alerts', align: 'right' },
            { title: t('rpt.handled'), dataIndex: 'handled', align: 'right' },
            {
              title: t('rpt.meanHandleMinutes'),
              dataIndex: 'meanHandleMinutes',
              align: 'right',
              render: (v: number | null) => v ?? '-',
            },
          ]}
        />
      </Card>
    </>
  );
}
