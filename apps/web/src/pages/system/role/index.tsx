import { PlusOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Dropdown, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddAction,
  createTimeRangeColumn,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  StatusSwitch,
  statusColumn,
  useConfirmRemove,
  useStatusEnum,
} from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
import { usePermissions } from '../../../core/current-user';
import { changeRoleStatus, listRoles, removeRoles } from './api';
import { AssignUsersDrawer } from './components/AssignUsersDrawer';
import { DataScopeModal } from './components/DataScopeModal';
import { RoleForm } from './components/RoleForm';
import type { RoleFilter, RoleRow } from './types';

type Query = RoleFilter & { current?: number; pageSize?: number };

/** System / roles: list, create/edit with the menu tree, status, data scope, assigned users. */
export default function SystemRolePage() {
  const { t } = useTranslation();
  const confirmRemove = useConfirmRemove();
  const { can } = usePermissions();
  const action = useRef<ActionType>(null);
  const [form, setForm] = useState<{ open: boolean; editing: RoleRow | null }>({
    open: false,
    editing: null,
  });
  const [scopeOf, setScopeOf] = useState<RoleRow | null>(null);
  const [usersOf, setUsersOf] = useState<RoleRow | null>(null);
  const statusEnum = useStatusEnum();
  const reload = () => action.current?.reload();

  const remove = (row: RoleRow) =>
    confirmRemove(t('identity.confirmRemove', { name: row.roleName }), () => removeRoles([row.id]), reload);

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
    statusColumn(t('identity.status'), statusEnum, 100, (row) => (
      <StatusSwitch
        status={row.status}
        name={row.roleName}
        perm="system:role:edit"
        disabled={row.admin}
        onChange={(status) => changeRoleStatus(row.id, status)}
        onDone={reload}
      />
    )),
    createTimeRangeColumn(t),
    optionColumn(
      t,
      200,
      (row) =>
        row.admin ? null : (
          <RowActions size={0}>
            <EditAction perm="system:role:edit" onClick={() => setForm({ open: true, editing: row })} />
            <DeleteAction perm="system:role:remove" onClick={() => remove(row)} />
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
          </RowActions>
        ),
      { fixed: false },
    ),
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
          <AddAction
            key="add"
            perm="system:role:add"
            icon={<PlusOutlined />}
            onClick={() => setForm({ open: true, editing: null })}
          />,
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
