import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { TmsTable } from '../../../../components/TmsTable';
import { fetchRecyclableBalance } from '../api';
import type { RecyclableBalance } from '../types';

const keyOf = (row: RecyclableBalance) => `${row.recyclableId}/${row.stationId}/${row.carrierId}`;

/** What is still out per station and carrier: sent out minus returned, counted by the server. */
export function BalanceTab() {
  const { t } = useTranslation();
  const columns: ProColumns<RecyclableBalance>[] = [
    {
      title: t('baseRecyclable.recyclable'),
      dataIndex: 'recyclableId',
      width: 220,
      render: (_, row) => `${row.recyclableCode ?? ''} ${row.recyclableName ?? ''}`,
      renderFormItem: () => <RemoteSelect url="/system/recyclable/dropBox" />,
    },
    {
      title: t('baseMore.station'),
      dataIndex: 'stationId',
      width: 220,
      render: (_, row) => row.stationName,
      renderFormItem: () => <RemoteSelect url="/system/station/dropBox" />,
    },
    {
      title: t('baseMore.carrier'),
      dataIndex: 'carrierId',
      width: 200,
      render: (_, row) => row.carrierName,
      renderFormItem: () => <RemoteSelect url="/system/carrier/dropBox" />,
    },
    {
      title: t('baseRecyclable.outQuantity'),
      dataIndex: 'outQuantity',
      width: 100,
      search: false,
      align: 'right',
    },
    {
      title: t('baseRecyclable.returnedQuantity'),
      dataIndex: 'returnedQuantity',
      width: 100,
      search: false,
      align: 'right',
    },
    {
      title: t('baseRecyclable.outstanding'),
      dataIndex: 'outstanding',
      width: 100,
      search: false,
      align: 'right',
    },
  ];
  return (
    <TmsTable<RecyclableBalance>
      modular="base-recyclable-balance"
      rowKey={keyOf}
      headerTitle={t('baseRecyclable.tab.balance')}
      columns={columns}
      pagination={false}
      request={({ current: _c, pageSize: _p, ...filters }) => fetchRecyclableBalance(filters)}
    />
  );
}
