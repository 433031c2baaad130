import { ModalForm, ProForm, ProFormDigit, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { App, Col, Skeleton } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { RemarkField } from '../../../../components/crud';
import { useDict } from '../../../../core/dicts';
import { getRole, menuTree, roleMenuTree, saveRole } from '../api';
import type { RoleInput, RoleRow } from '../types';
import { CheckTree } from './CheckTree';

type Values = Omit<RoleInput, 'menuIds'> & { menuIds: Key[] };

/** Create or edit a role with its menu permissions (at least one). */
export function RoleForm({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: RoleRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const statuses = useDict('sys_normal_disable');
  const id = editing?.id ?? 0;
  const tree = useQuery({
    queryKey: ['system-role', 'menus', id],
    queryFn: async () => (id ? roleMenuTree(id) : { menus: await menuTree(), checkedKeys: [] }),
    enabled: open,
  });
  const role = useQuery({
    queryKey: ['system-role', 'get', id],
    queryFn: () => getRole(id),
    enabled: open && id > 0,
  });
  const ready = tree.data && (!id || role.data);
  const required = [{ required: true, message: t('sysUser.required') }];

  return (
    <ModalForm<Values>
      // Its own name prefixes field ids, so labels never point at the search form's fields.
      name="role-form"
      key={`${id}-${tree.dataUpdatedAt}-${role.dataUpdatedAt}`}
      title={t(editing ? 'sysRole.edit' : 'sysRole.add')}
      open={open}
      width={720}
      grid
      colProps={{ span: 12 }}
      initialValues={
        role.data
          ? { ...role.data, menuIds: tree.data?.checkedKeys ?? [] }
          : { roleSort: 0, status: '0', menuIds: [] }
      }
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      onFinish={async (values) => {
        const env = await saveRole({
          ...values,
          id: editing?.id,
          remark: values.remark || null,
          menuIds: values.menuIds.map(Number),
        });
        void message.success(env.msg || t('identity.done'));
        onSaved();
        return true;
      }}
    >
      {!ready ? (
        <Skeleton active />
      ) : (
        <>
          <ProFormText
            name="roleName"
            label={t('sysRole.roleName')}
            rules={required}
            fieldProps={{ maxLength: 30 }}
          />
          <ProFormText
            name="roleKey"
            label={t('sysRole.roleKey')}
            rules={required}
            fieldProps={{ maxLength: 100 }}
          />
          <ProFormDigit
            name="roleSort"
            label={t('sysRole.roleSort')}
            min={0}
            max={99999}
            fieldProps={{ precision: 0 }}
          />
          <ProFormRadio.Group
            name="status"
            label={t('identity.status')}
            options={(statuses ?? []).map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
          <Col span={24}>
            <ProForm.Item
              name="menuIds"
              label={t('sysRole.menus')}
              rules={[{ type: 'array', min: 1, required: true, message: t('sysRole.menuRequired') }]}
            >
              <MenuField nodes={tree.data?.menus ?? []} />
            </ProForm.Item>
          </Col>
          <RemarkField label={t('identity.remark')} colProps={{ span: 24 }} />
        </>
      )}
    </ModalForm>
  );
}

/** Form-item adapter: Form passes value/onChange. */
function MenuField({
  nodes,
  value,
  onChange,
}: {
  nodes: Parameters<typeof CheckTree>[0]['nodes'];
  value?: Key[];
  onChange?: (keys: Key[]) => void;
}) {
  return <CheckTree nodes={nodes} value={value ?? []} onChange={(keys) => onChange?.(keys)} />;
}
