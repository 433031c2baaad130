import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { ActionType } from '@ant-design/pro-components';
import { App, Col, Row } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddAction, PermButton, useConfirmRemove, useSelection } from '../../../components/crud';
import { ImportModal } from '../../../components/import/ImportModal';
import { TmsTable } from '../../../components/TmsTable';
import { usePermissions } from '../../../core/current-user';
import { downloadTemplate, exportUsers, listUsers, removeUsers } from './api';
import { DeptTree } from './components/DeptTree';
import { ResetPasswordModal } from './components/ResetPasswordModal';
import { UserForm } from './components/UserForm';
import { useUserColumns } from './components/useUserColumns';
import type { UserFilter, UserRow } from './types';

type Query = UserFilter & { current?: number; pageSize?: number };

/** System / users: department tree, filtered list, create/edit, status, reset password, import, export. */
export default function SystemUserPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirmRemove = useConfirmRemove();
  const { can } = usePermissions();
  const action = useRef<ActionType>(null);
  const lastFilter = useRef<UserFilter>({});
  const [deptId, setDeptId] = useState<number>();
  const [form, setForm] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [importing, setImporting] = useState(false);
  const selection = useSelection<UserRow>();
  const reload = () => action.current?.reload();

  const columns = useUserColumns({
    onEdit: (row) => setForm({ open: true, id: row.id }),
    onResetPwd: setResetting,
    reload,
  });

  const removeSelected = () =>
    confirmRemove(
      t('identity.confirmRemoveMany', { count: selection.keys.length }),
      () => removeUsers(selection.keys),
      () => {
        selection.clear();
        action.current?.clearSelected?.();
        reload();
      },
    );

  const exportList = async () => {
    const env = await exportUsers(lastFilter.current);
    void message.success(env.msg || t('sysUser.exportQueued'));
  };

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="260px">
        <DeptTree value={deptId} onChange={setDeptId} />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <TmsTable<UserRow, Query>
          modular="system-user"
          actionRef={action}
          columns={columns}
          params={{ deptId }}
          scroll={{ x: 1100 }}
          rowSelection={
            can('system:user:remove')
              ? { ...selection.rowSelection, getCheckboxProps: (row) => ({ disabled: row.id === 1 }) }
              : false
          }
          request={async ({ current, pageSize, ...filter }) => {
            lastFilter.current = filter;
            const result = await listUsers({ ...filter, pageNum: current ?? 1, pageSize: pageSize ?? 30 });
            return { data: result.data, total: result.total, success: true };
          }}
          toolBarRender={() => [
            <AddAction
              key="add"
              perm="system:user:add"
              icon={<PlusOutlined />}
              onClick={() => setForm({ open: true, id: null })}
            />,
            <PermButton
              key="remove"
              perm="system:user:remove"
              danger
              icon={<DeleteOutlined />}
              disabled={selection.keys.length === 0}
              onClick={removeSelected}
            >
              {t('identity.removeSelected')}
            </PermButton>,
            <PermButton
              key="import"
              perm="system:user:import"
              icon={<UploadOutlined />}
              onClick={() => setImporting(true)}
            >
              {t('action.import')}
            </PermButton>,
            <PermButton
              key="export"
              perm="system:user:export"
              icon={<DownloadOutlined />}
              onClick={() => void exportList()}
            >
              {t('action.export')}
            </PermButton>,
          ]}
        />
      </Col>
      <UserForm
        open={form.open}
        userId={form.id}
        onClose={() => setForm({ open: false, id: null })}
        onSaved={() => {
          setForm({ open: false, id: null });
          reload();
        }}
      />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <ImportModal
        open={importing}
        title={t('sysUser.import')}
        url="/system/user/importData"
        downloadTemplate={downloadTemplate}
        fieldLabel={(field) => t(`system.user.column.${field}`, { defaultValue: field })}
        onClose={() => setImporting(false)}
        onDone={reload}
      />
    </Row>
  );
}
