import { useQuery } from '@tanstack/react-query';
import { DATA_SCOPES } from '@tms/domain';
import { App, Form, Modal, Select, Skeleton } from 'antd';
import type { Key } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleDeptTree, setDataScope } from '../api';
import type { RoleRow } from '../types';
import { CheckTree } from './CheckTree';

/** The role's data scope; scope 2 (chosen departments) shows the department tree. */
export function DataScopeModal({
  role,
  onClose,
  onSaved,
}: {
  role: RoleRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [scope, setScope] = useState('1');
  const [depts, setDepts] = useState<Key[]>([]);
  const [busy, setBusy] = useState(false);
  const tree = useQuery({
    queryKey: ['system-role', 'depts', role?.id],
    queryFn: () => roleDeptTree(role?.id ?? 0),
    enabled: !!role,
  });
  useEffect(() => {
    if (role) setScope(role.dataScope);
  }, [role]);
  useEffect(() => {
    if (tree.data) setDepts(tree.data.checkedKeys);
  }, [tree.data]);

  const save = async () => {
    if (!role) return;
    setBusy(true);
    try {
      const env = await setDataScope(role.id, scope, scope === '2' ? depts.map(Number) : []);
      void message.success(env.msg || t('identity.done'));
      onSaved();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={role ? `${t('sysRole.dataScope')} · ${role.roleName}` : ''}
      open={!!role}
      width={560}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('sysRole.dataScope')}>
          <Select
            value={scope}
            onChange={setScope}
            options={DATA_SCOPES.map((s) => ({ value: s, label: t(`sysRole.dataScope.${s}`) }))}
          />
        </Form.Item>
        {scope === '2' && (
          <Form.Item label={t('sysRole.scopeDepts')}>
            {tree.data ? (
              <CheckTree nodes={tree.data.depts} value={depts} onChange={setDepts} height={280} />
            ) : (
              <Skeleton active />
            )}
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
