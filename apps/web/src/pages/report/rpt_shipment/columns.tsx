import type { ProColumns } from '@ant-design/pro-components';
import type { ShipmentReportRow } from '@tms/contract';
import { SHIPMENT_LINE_TYPES } from '@tms/domain';
import type { TFunction } from 'i18next';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { percent, type ReportFilters } from '../drill';

/** A report row; the total row is marked so it renders apart and is never a group. */
export type ReportTableRow = ShipmentReportRow & { id: string; isTotal?: boolean };

const lineTypeLabel = (code: string, lang: string) => {
  const entry = SHIPMENT_LINE_TYPES.find((l) => l.code === code);
  return entry ? (entry.labels[lang as keyof typeof entry.labels] ?? entry.labels['en-US']) : code;
};

/** The report's columns: the group, then the figures (keys as the export's), then the search fields. */
export function reportColumns(
  t: TFunction,
  lang: string,
  initial: ReportFilters,
): ProColumns<ReportTableRow>[] {
  const num = (key: keyof ShipmentReportRow, width = 110): ProColumns<ReportTableRow> => ({
    title: t(`report.shipment.${key}`),
    dataIndex: key,
    width,
    search: false,
    align: 'right',
  });
  const rate = (key: 'onTimeRate' | 'tempComplianceRate'): ProColumns<ReportTableRow> => ({
    ...num(key, 130),
    render: (_, row) => percent(row[key]),
  });
  return [
    {
      title: t('report.shipment.groupKey'),
      dataIndex: 'groupKey',
      width: 200,
      search: false,
      fixed: 'left',
      render: (_, row) => {
        if (row.isTotal) return <strong>{t('rpt.total')}</strong>;
        if (!row.groupKey) return t('rpt.none');
        if (initial.groupBy === 'lineType') return lineTypeLabel(row.groupKey, lang);
        return row.groupName ?? row.groupKey;
      },
    },
    num('shipments', 100),
    num('waybills', 100),
    num('weight'),
    num('volume', 120),
    num('pallets', 100),
    num('plannedKm'),
    num('actualKm'),
    num('plannedHours'),
    num('actualHours'),
    rate('onTimeRate'),
    rate('tempComplianceRate'),
    num('hotBreaches', 100),
    num('coldBreaches', 100),
    num('alerts', 90),
    num('etaExceptions', 110),
    {
      title: t('rpt.dateRange'),
      dataIndex: 'dateRange',
      valueType: 'dateRange',
      hideInTable: true,
      initialValue: [initial.beginDate, initial.endDate],
      formItemProps: { rules: [{ required: true, message: t('rpt.dateRequired') }] },
      search: { transform: (value: [string, string]) => ({ beginDate: value[0], endDate: value[1] }) },
    },
    {
      title: t('rpt.dispatchCenter'),
      dataIndex: 'dispatchCenterId',
      hideInTable: true,
      initialValue: initial.dispatchCenterId,
      renderFormItem: () => <RemoteSelect url="/system/dispatchCenter/selectByDDAndUser" allowClear />,
    },
    {
      title: t('rpt.carrier'),
      dataIndex: 'carrierId',
      hideInTable: true,
      initialValue: initial.carrierId,
      renderFormItem: () => <RemoteSelect url="/system/carrier/dropBox" allowClear />,
    },
    {
      title: t('rpt.lineType'),
      dataIndex: 'lineType',
      hideInTable: true,
      initialValue: initial.lineType,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        SHIPMENT_LINE_TYPES.map((l) => [l.code, { text: lineTypeLabel(l.code, lang) }]),
      ),
    },
    {
      title: t('rpt.client'),
      dataIndex: 'clientId',
      hideInTable: true,
      initialValue: initial.clientId,
      renderFormItem: () => <RemoteSelect url="/system/client/dropBox" allowClear />,
    },
    {
      title: t('rpt.groupBy'),
      dataIndex: 'groupBy',
      hideInTable: true,
      initialValue: initial.groupBy,
      valueType: 'select',
      fieldProps: { allowClear: false },
      valueEnum: Object.fromEntries(
        (['day', 'dispatchCenter', 'carrier', 'lineType', 'client'] as const).map((g) => [
          g,
          { text: t(`rpt.group.${g}`) },
        ]),
      ),
    },
  ];
}
