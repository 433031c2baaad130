import { useQuery } from '@tanstack/react-query';
import { Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../core/datetime';
import { waybillLog } from '../api';
import { waybillActionKey } from '../log-actions';
import type { Waybill, WaybillLog } from '../types';
import { StatusTag } from './StatusTag';

/** Every logged change of one waybill (GET /order/waybill/log/{uuid}), oldest first. */
export function WaybillLogDrawer({ waybill, onClose }: { waybill: Waybill | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data = [], isFetching } = useQuery({
    queryKey: ['waybillLog', waybill?.uuid],
    queryFn: () => waybillLog(waybill?.uuid ?? ''),
    enabled: !!waybill,
  });
  return (
    <Drawer
      open={!!waybill}
      onClose={onClose}
      width={760}
      title={t('orderWaybill.logTitle', { code: waybill?.code ?? '' })}
    >
      <Table<WaybillLog>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data}
        pagination={false}
        columns={[
          {
            title: t('orderWaybill.log.action'),
            dataIndex: 'action',
            render: (_, row) => t(waybillActionKey(row.action), { defaultValue: row.action }),
          },
          {
            title: t('orderWaybill.log.from'),
            dataIndex: 'fromStatus',
            render: (_, r) => <StatusTag code={r.fromStatus} />,
          },
          {
            title: t('orderWaybill.log.to'),
            dataIndex: 'toStatus',
            render: (_, r) => <StatusTag code={r.toStatus} />,
          },
          { title: t('orderWaybill.remark'), dataIndex: 'remark', render: (_, r) => r.remark ?? '-' },
          {
            title: t('orderWaybill.log.by'),
            dataIndex: 'createByName',
            render: (_, r) => r.createByName ?? r.createBy ?? '-',
          },
          {
            title: t('orderWaybill.log.time'),
            dataIndex: 'createTime',
            render: (_, r) => formatDateTime(r.createTime),
          },
        ]}
      />
    </Drawer>
  );
}
