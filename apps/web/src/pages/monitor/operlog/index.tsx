import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/datetime';
import { Access } from '../../../components/Access';
import { TmsTable } from '../../../components/TmsTable';
import { BUSINESS_TYPES, type TableParams, timeRangeParams } from '../shared';
import { cleanOperLogs, listOperLogs, removeOperLogs } from './api';
import { OperLogDrawer } from './components/OperLogDrawer';
import type { OperLog } from './types';

/** 操作日志: every mutating call, with its masked parameters in the detail drawer. */
export default function OperLogPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [detailId, setDetailId] = useState<number | null>(null);

  const remove = async (ids: number[]) => {
    const env = await removeOperLogs(ids);
    void message.success(env.msg || t('common.success'));
    setSelected([]);
    actionRef.current?.reload();
  };
  const clean = async () => {
    const env = await cleanOperLogs();
    void message.success(env.msg || t('common.success'));
    setSelected([]);
    actionRef.current?.reloadAndRest?.();
  };

  const columns: ProColumns<OperLog>[] = [
    { title: t('monitor.operlog.id'), dataIndex: 'id', width: 80, search: false },
    { title: t('monitor.operlog.title'), dataIndex: 'title', ellipsis: true },
    {
      title: t('monitor.operlog.businessType'),
      dataIndex: 'businessType',
      width: 110,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        BUSINESS_TYPES.map((type) => [type, { text: t(`monitor.businessType.${type}`) }]),
      ),
    },
    { title: t('monitor.operlog.operName'), dataIndex: 'operName', width: 120 },
    { title: t('monitor.ip'), dataIndex: 'operIp', width: 140 },
    {
      title: t('monitor.operlog.request'),
      dataIndex: 'operUrl',
      search: false,
      ellipsis: true,
      render: (_, row) => `${row.requestMethod} ${row.operUrl}`,
    },
    {
      title: t('monitor.status'),
      dataIndex: 'status',
      width: 90,
      valueType: 'select',
      valueEnum: {
        0: { text: t('monitor.status.success'), status: 'Success' },
        1: { text: t('monitor.status.fail'), status: 'Error' },
      },
    },
    {
      title: t('monitor.operlog.operTime'),
      dataIndex: 'operTime',
      width: 170,
      search: false,
      render: (_, row) => formatDateTime(row.operTime),
    },
    {
      title: t('monitor.operlog.operTime'),
      dataIndex: 'operTimeRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: { transform: timeRangeParams },
    },
    {
      title: t('monitor.costTime'),
      dataIndex: 'costTime',
      width: 100,
      search: false,
      render: (_, row) => <Tag>{t('monitor.ms', { value: row.costTime })}</Tag>,
    },
    {
      title: t('action.operation'),
      valueType: 'option',
      width: 130,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Access perm="monitor:operlog:query">
            <Button type="link" size="small" onClick={() => setDetailId(row.id)}>
              {t('monitor.detail')}
            </Button>
          </Access>
          <Access perm="monitor:operlog:remove">
            <Popconfirm title={t('confirm.delete')} onConfirm={() => remove([row.id])}>
              <Button type="link" size="small" danger>
                {t('action.delete')}
              </Button>
            </Popconfirm>
          </Access>
        </Space>
      ),
    },
  ];

  return (
    <>
      <TmsTable<OperLog, TableParams>
        modular="monitor-operlog"
        headerTitle={t('monitor.operlog.heading')}
        actionRef={actionRef}
        columns={columns}
        request={listOperLogs}
        scroll={{ x: 1200 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        toolBarRender={() => [
          <Access key="remove" perm="monitor:operlog:remove">
            <Popconfirm
              title={t('confirm.delete')}
              onConfirm={() => remove(selected)}
              disabled={!selected.length}
            >
              <Button danger disabled={!selected.length}>
                {t('action.delete')}
              </Button>
            </Popconfirm>
          </Access>,
          <Access key="clean" perm="monitor:operlog:remove">
            <Popconfirm title={t('monitor.confirmClean')} onConfirm={clean}>
              <Button danger type="dashed">
                {t('monitor.clean')}
              </Button>
            </Popconfirm>
          </Access>,
        ]}
      />
      <OperLogDrawer id={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
