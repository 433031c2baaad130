import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { App, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BatchDeleteAction,
  ConfirmButton,
  DeleteAction,
  dateTimeColumn,
  LinkAction,
  optionColumn,
  RowActions,
  type TableParams,
  useSelection,
} from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
import { BUSINESS_TYPES, outcomeEnum, timeRangeParams } from '../shared';
import { cleanOperLogs, listOperLogs, removeOperLogs } from './api';
import { OperLogDrawer } from './components/OperLogDrawer';
import type { OperLog } from './types';

/** 操作日志: every mutating call, with its masked parameters in the detail drawer. */
export default function OperLogPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>(null);
  const selection = useSelection<OperLog>();
  const [detailId, setDetailId] = useState<number | null>(null);

  const remove = async (ids: number[]) => {
    const env = await removeOperLogs(ids);
    void message.success(env.msg || t('common.success'));
    selection.clear();
    actionRef.current?.reload();
  };
  const clean = async () => {
    const env = await cleanOperLogs();
    void message.success(env.msg || t('common.success'));
    selection.clear();
    actionRef.current?.reloadAndRest?.();
  };

  const columns: ProColumns<OperLog>[] = [
    { title: t('monitor.operlog.id'), dataIndex: 'id', width: 80, search: false },
    { title: t('monitor.operlog.title'), dataIndex: 'title', ellipsis: true, width: 260 },
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
      valueEnum: outcomeEnum(t),
    },
    dateTimeColumn(t('monitor.operlog.operTime'), 'operTime'),
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
    optionColumn(t, 130, (row) => (
      <RowActions>
        <LinkAction perm="monitor:operlog:query" onClick={() => setDetailId(row.id)}>
          {t('monitor.detail')}
        </LinkAction>
        <DeleteAction perm="monitor:operlog:remove" onConfirm={() => remove([row.id])} />
      </RowActions>
    )),
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
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <BatchDeleteAction
            key="remove"
            perm="monitor:operlog:remove"
            selection={selection}
            onRemove={remove}
          />,
          <ConfirmButton
            key="clean"
            perm="monitor:operlog:remove"
            title={t('monitor.confirmClean')}
            onConfirm={clean}
            danger
            type="dashed"
          >
            {t('monitor.clean')}
          </ConfirmButton>,
        ]}
      />
      <OperLogDrawer id={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
