import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { App, Button, Popconfirm, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/datetime';
import { Access } from '../../../components/Access';
import { TmsTable } from '../../../components/TmsTable';
import { type TableParams, timeRangeParams } from '../shared';
import { cleanLoginLogs, listLoginLogs, removeLoginLogs, unlockUser } from './api';
import type { LoginLog } from './types';

/** 登录日志: every sign-in attempt; locked accounts can be unlocked from here. */
export default function LoginLogPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>(null);
  const [selected, setSelected] = useState<LoginLog[]>([]);

  const done = (msg: string) => {
    void message.success(msg || t('common.success'));
    setSelected([]);
    actionRef.current?.reload();
  };
  const remove = async (ids: number[]) => done((await removeLoginLogs(ids)).msg);
  const clean = async () => done((await cleanLoginLogs()).msg);
  const unlock = async (userName: string) => done((await unlockUser(userName)).msg);

  const single = selected.length === 1 ? selected[0]?.userName : undefined;

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
      valueEnum: {
        0: { text: t('monitor.status.success'), status: 'Success' },
        1: { text: t('monitor.status.fail'), status: 'Error' },
      },
    },
    { title: t('monitor.logininfor.msg'), dataIndex: 'msg', ellipsis: true, search: false },
    {
      title: t('monitor.logininfor.loginTime'),
      dataIndex: 'loginTime',
      width: 170,
      search: false,
      render: (_, row) => formatDateTime(row.loginTime),
    },
    {
      title: t('monitor.logininfor.loginTime'),
      dataIndex: 'loginTimeRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: { transform: timeRangeParams },
    },
    {
      title: t('action.operation'),
      valueType: 'option',
      width: 130,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          {row.userName && row.status === 1 && (
            <Access perm="monitor:logininfor:unlock">
              <Popconfirm
                title={t('monitor.logininfor.confirmUnlock', { name: row.userName })}
                onConfirm={() => unlock(row.userName as string)}
              >
                <Button type="link" size="small">
                  {t('monitor.logininfor.unlock')}
                </Button>
              </Popconfirm>
            </Access>
          )}
          <Access perm="monitor:logininfor:remove">
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
    <TmsTable<LoginLog, TableParams>
      modular="monitor-logininfor"
      headerTitle={t('monitor.logininfor.heading')}
      actionRef={actionRef}
      columns={columns}
      request={listLoginLogs}
      scroll={{ x: 1100 }}
      rowSelection={{
        selectedRowKeys: selected.map((row) => row.id),
        onChange: (_, rows) => setSelected(rows),
      }}
      toolBarRender={() => [
        <Access key="unlock" perm="monitor:logininfor:unlock">
          <Button disabled={!single} onClick={() => single && unlock(single)}>
            {t('monitor.logininfor.unlock')}
          </Button>
        </Access>,
        <Access key="remove" perm="monitor:logininfor:remove">
          <Popconfirm
            title={t('confirm.delete')}
            onConfirm={() => remove(selected.map((row) => row.id))}
            disabled={!selected.length}
          >
            <Button danger disabled={!selected.length}>
              {t('action.delete')}
            </Button>
          </Popconfirm>
        </Access>,
        <Access key="clean" perm="monitor:logininfor:remove">
          <Popconfirm title={t('monitor.confirmClean')} onConfirm={clean}>
            <Button danger type="dashed">
              {t('monitor.clean')}
            </Button>
          </Popconfirm>
        </Access>,
      ]}
    />
  );
}
