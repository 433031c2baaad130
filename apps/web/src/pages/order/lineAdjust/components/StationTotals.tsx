import { InfoCircleOutlined } from '@ant-design/icons';
import { stopTotals, type TempZoneFigures } from '@tms/domain';
import { Popover, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../../core/dicts';
import type { PoolRow } from '../types';

/** The station card's tooltip table: the totals of its waybills per temperature zone. */
export function StationTotals({ stationId, orders }: { stationId: string; orders: readonly PoolRow[] }) {
  const { t } = useTranslation();
  const temps = useDict('item_temperature');
  const label = (code: string) => temps.find((d) => d.dictValue === code)?.dictLabel ?? code;
  const totals = stopTotals(stationId, orders);
  const columns: ColumnsType<TempZoneFigures> = [
    { title: t('lineAdjust.totals.temp'), dataIndex: 'tempCode', render: (code: string) => label(code) },
    { title: t('lineAdjust.totals.cases'), dataIndex: 'cases', align: 'right' },
    { title: t('lineAdjust.totals.weight'), dataIndex: 'weight', align: 'right' },
    { title: t('lineAdjust.totals.volume'), dataIndex: 'volume', align: 'right' },
    { title: t('lineAdjust.totals.pallets'), dataIndex: 'pallets', align: 'right' },
    { title: t('lineAdjust.totals.quantity'), dataIndex: 'quantity', align: 'right' },
    { title: t('lineAdjust.totals.containerQuantity'), dataIndex: 'containerQuantity', align: 'right' },
  ];
  return (
    <Popover
      title={t('lineAdjust.totals.title')}
      content={
        <Table
          size="small"
          rowKey="tempCode"
          pagination={false}
          columns={columns}
          dataSource={totals.byTemp}
          style={{ width: 620 }}
        />
      }
    >
      <InfoCircleOutlined aria-label={t('lineAdjust.totals.title')} style={{ cursor: 'help' }} />
    </Popover>
  );
}
