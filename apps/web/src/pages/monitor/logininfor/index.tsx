import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { App } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BatchDeleteAction,
  ConfirmAction,
  ConfirmButton,
  DeleteAction,
  dateTimeColumn,
  optionColumn,
  PermButton,
  RowActions,
  type TableParams,
  useSelection,
} from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
import { outcomeEnum, timeRangeParams } from '../shared';
import { cleanLoginLogs, listLoginLogs, removeLoginLogs, unlockUser } from './api';
import type { LoginLog } from './types';

/** 登录日志: every sign-in attempt; locked accounts can be unlocked from here. */
export default function LoginLogPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>(null);
  const selection = useSelection<LoginLog>();

  const done = (msg: string) => {
    void message.success(msg || t('common.success'));
    selection.clear();
    actionRef.current?.reload();
  };
  const remove = async (ids: number[]) => done((await removeLoginLogs(ids)).msg);
  const clean = async () => done((await cleanLoginLogs()).msg);
  const unlock = async (userName: string) => done((await unlockUser(userName)).msg);

  const single = selection.rows.length === 1 ? selection.rows[0]?.userName : undefined;

  const columns: ProColumns<LoginLog>[] = [
    { title: t('monitor.logininfor.id'), dataIndex: 'id', width: 80, search: false },
    { title: t('monitor.userName'), dataIndex: 'userName', width: 140 },
    { title: t('monitor.ip'), dataIndex: 'ipaddr', width: 150 },
    { title: t('monitor.browser'), dataIndex: 'browser', width: 110, search: false },
    { title: t('monitor.os'), dataIndex: 'os', width: 110, search: false },
    {
      title: t('monitor.logininfor.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: outcomeEnum(t),
    },
    { title: t('monitor.logininfor.msg'), dataIndex: 'msg', ellipsis: true, search: false },
    dateTimeColumn(t('monitor.logininfor.loginTime'), 'loginTime'),
    {
      title: t('monitor.logininfor.loginTime'),
      dataIndex: 'loginTimeRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: { transform: timeRangeParams },
    },
    optionColumn(t, 130, (row) => (
      <RowActions>
        {row.userName && row.status === 1 && (
          <ConfirmAction
            perm="monitor:logininfor:unlock"
            title={t('monitor.logininfor.confirmUnlock', { name: row.userName })}
            onConfirm={() => unlock(row.userName as string)}
          >
            {t('monitor.logininfor.unlock')}
          </ConfirmAction>
        )}
        <DeleteAction perm="monitor:logininfor:remove" onConfirm={() => remove([row.id])} />
      </RowActions>
    )),
  ];

  return (
    <TmsTable<LoginLog, TableParams>
      modular="monitor-logininfor"
      headerTitle={t('monitor.logininfor.heading')}
      actionRef={actionRef}
      columns={columns}
      request={listLoginLogs}
      scroll={{ x: 1100 }}
      rowSelection={selection.rowSelection}
      toolBarRender={() => [
        <PermButton
          key="unlock"
          perm="monitor:logininfor:unlock"
          disabled={!single}
          onClick={() => single && unlock(single)}
        >
          {t('monitor.logininfor.unlock')}
        </PermButton>,
        <BatchDeleteAction
          key="remove"
          perm="monitor:logininfor:remove"
          selection={selection}
          onRemove={remove}
        />,
        <ConfirmButton
          key="clean"
          perm="monitor:logininfor:remove"
          title={t('monitor.confirmClean')}
          onConfirm={clean}
          danger
          type="dashed"
        >
          {t('monitor.clean')}
        </ConfirmButton>,
      ]}
    />
  );
}
