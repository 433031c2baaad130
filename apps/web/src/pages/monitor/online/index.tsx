import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { App, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction, dateTimeColumn, optionColumn, type TableParams } from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
import { forceLogout, listOnlineUsers } from './api';
import type { OnlineUser } from './types';

/** 在线用户: sessions that have not expired; an administrator can end one at once. */
export default function OnlineUsersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>(null);

  const kick = async (row: OnlineUser) => {
    const env = await forceLogout(row.tokenId);
    void message.success(env.msg || t('common.success'));
    actionRef.current?.reload();
  };

  const columns: ProColumns<OnlineUser>[] = [
    {
      title: t('monitor.online.tokenId'),
      dataIndex: 'tokenId',
      width: 170,
      search: false,
      render: (_, row) => <Typography.Text code>{row.tokenId}</Typography.Text>,
    },
    { title: t('monitor.userName'), dataIndex: 'userName', width: 130 },
    { title: t('monitor.online.nickName'), dataIndex: 'nickName', width: 120, search: false },
    { title: t('monitor.online.dept'), dataIndex: 'deptName', width: 140, search: false },
    { title: t('monitor.ip'), dataIndex: 'ipaddr', width: 140 },
    { title: t('monitor.browser'), dataIndex: 'browser', width: 100, search: false },
    { title: t('monitor.os'), dataIndex: 'os', width: 100, search: false },
    dateTimeColumn(t('monitor.online.loginTime'), 'loginTime'),
    dateTimeColumn(t('monitor.online.lastAccess'), 'lastAccessTime'),
    optionColumn(t, 110, (row) => (
      <ConfirmAction
        perm="monitor:online:forceLogout"
        title={t('monitor.online.confirmForce', { name: row.userName })}
        onConfirm={() => kick(row)}
        danger
      >
        {t('monitor.online.forceLogout')}
      </ConfirmAction>
    )),
  ];

  return (
    <TmsTable<OnlineUser, TableParams>
      modular="monitor-online"
      rowKey="tokenId"
      headerTitle={t('monitor.online.heading')}
      actionRef={actionRef}
      columns={columns}
      request={listOnlineUsers}
      scroll={{ x: 1300 }}
    />
  );
}
