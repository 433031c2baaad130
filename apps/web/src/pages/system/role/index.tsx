import { PlusOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { App, Button, Dropdown, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/current-user';
import { formatDateTime } from '../../../app/datetime';
import { Access } from '../../../components/Access';
import { TmsTable } from '../../../components/TmsTable';
import { StatusSwitch } from '../identity-shared/StatusSwitch';
import { useDictEnum } from '../identity-shared/useDictOptions';
import { changeRoleStatus, listRoles, removeRoles } from './api';
import { AssignUsersDrawer } from './components/AssignUsersDrawer';
import { DataScopeModal } from './components/DataScopeModal';
import { RoleForm } from './components/RoleForm';
import type { RoleFilter, RoleRow } from './types';

type Query = RoleFilter & { current?: number; pageSize?: number };

/** System / roles: list, create/edit with the menu tree, status, data scope, assigned users. */
export default function SystemRolePage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { can } = usePermissions();
  const action = useRef<ActionType>(null);
  const [form, setForm] = useState<{ open: boolean; editing: RoleRow | null }>({
    open: false,
    editing: null,
  });
  const [scopeOf, setScopeOf] = useState<RoleRow | null>(null);
  const [usersOf, setUsersOf] = useState<RoleRow | null>(null);
  const statusEnum = useDictEnum('sys_normal_disable', {
    '0': t('identity.status.0'),
    '1': t('identity.status.1'),
  });
  const reload = () => action.current?.reload();

  const remove = (row: RoleRow) =>
    modal.confirm({
      title: t('identity.confirmRemove', { name: row.roleName }),
      okButtonProps: { danger: true },
      onOk: async () => {
        const env = await removeRoles([row.id]);
        void message.success(env.msg || t('identity.done'));
        reload();
      },
    });

  const columns: ProColumns<RoleRow>[] = [
    {
      title: t('sysRole.roleName'),
      dataIndex: 'roleName',
      width: 160,
      render: (_, row) => (
        <Space size={4}>
          {row.roleName}
          {row.admin && <Tag color="gold">{t('sysRole.adminTag')}</Tag>}
        </Space>
      ),
    },
    { title: t('sysRole.roleKey'), dataIndex: 'roleKey', width: 140 },
    { title: t('sysRole.roleSort'), dataIndex: 'roleSort', width: 90, search: false },
    {
      title: t('sysRole.dataScope'),
      dataIndex: 'dataScope',
      width: 180,
      search: false,
      render: (_, row) => t(`sysRole.dataScope.${row.dataScope}`),
    },
    {
      title: t('identity.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: statusEnum,
      render: (_, row) => (
        <StatusSwitch
          status={row.status}
          name={row.roleName}
          perm="system:role:edit"
          disabled={row.admin}
          onChange={(status) => changeRoleStatus(row.id, status)}
          onDone={reload}
        />
      ),
    },
    {
      title: t('identity.createTime'),
      dataIndex: 'createTime',
      width: 170,
      valueType: 'dateRange',
      render: (_, row) => formatDateTime(row.createTime),
      search: { transform: (value: [string, string]) => ({ beginTime: value[0], endTime: value[1] }) },
    },
    {
      title: t('action.operation'),
      valueType: 'option',
      width: 200,
      render: (_, row) =>
        row.admin ? null : (
          <Space size={0}>
            <Access perm="system:role:edit">
              <Button type="link" size="small" onClick={() => setForm({ open: true, editing: row })}>
                {t('action.edit')}
              </Button>
            </Access>
            <Access perm="system:role:remove">
              <Button type="link" size="small" danger onClick={() => remove(row)}>
                {t('action.delete')}
              </Button>
            </Access>
            {can('system:role:edit') && (
              <Dropdown
                menu={{
                  items: [
                    { key: 'scope', label: t('sysRole.dataScope') },
                    { key: 'users', label: t('sysRole.assignUsers') },
                  ],
                  onClick: ({ key }) => (key === 'scope' ? setScopeOf(row) : setUsersOf(row)),
                }}
              >
                <Button type="link" size="small">
                  {t('identity.more')}
                </Button>
              </Dropdown>
            )}
          </Space>
        ),
    },
  ];

  return (
    <>
      <TmsTable<RoleRow, Query>
        modular="system-role"
        actionRef={action}
        columns={columns}
        request={async ({ current, pageSize, ...filter }) => {
          const result = await listRoles({ ...filter, pageNum: current ?? 1, pageSize: pageSize ?? 30 });
          return { data: result.data, total: result.total, success: true };
        }}
        toolBarRender={() => [
          <Access key="add" perm="system:role:add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setForm({ open: true, editing: null })}
            >
              {t('action.add')}
            </Button>
          </Access>,
        ]}
      />
      <RoleForm
        open={form.open}
        editing={form.editing}
        onClose={() => setForm({ open: false, editing: null })}
        onSaved={() => {
          setForm({ open: false, editing: null });
          reload();
        }}
      />
      <DataScopeModal
        role={scopeOf}
        onClose={() => setScopeOf(null)}
        onSaved={() => {
          setScopeOf(null);
          reload();
        }}
      />
      <AssignUsersDrawer role={usersOf} onClose={() => setUsersOf(null)} />
    </>
  );
}
