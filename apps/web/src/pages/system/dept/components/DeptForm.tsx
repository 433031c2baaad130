import {
  ModalForm,
  ProFormDigit,
  ProFormRadio,
  ProFormText,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@tms/domain';
import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildTree, selfAndDescendants, type TreeNode } from '../../../../components/crud';
import { useDict } from '../../../../core/dicts';
import { saveDept } from '../api';
import type { DeptInput, DeptRow } from '../types';

type Option = { value: number; title: string; disabled?: boolean; children?: Option[] };

const toOptions = (nodes: TreeNode<DeptRow>[], blocked: Set<number>): Option[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.deptName,
    ...(blocked.has(n.id) ? { disabled: true } : {}),
    ...(n.children ? { children: toOptions(n.children, blocked) } : {}),
  }));

export type DeptFormState = { open: boolean; editing?: DeptRow; parentId?: number };

/** Create or edit a department; the parent cannot be the department itself or one below it. */
export function DeptForm({
  state,
  rows,
  onClose,
  onSaved,
}: {
  state: DeptFormState;
  rows: DeptRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const statuses = useDict('sys_normal_disable');
  const { editing } = state;
  const parents = useMemo(() => {
    const blocked = editing ? selfAndDescendants(rows, editing.id) : new Set<number>();
    return [{ value: 0, title: t('identity.root'), children: toOptions(buildTree(rows), blocked) }];
  }, [rows, editing, t]);
  const required = [{ required: true, message: t('sysUser.required') }];

  return (
    <ModalForm<DeptInput>
      // Its own name prefixes field ids, so labels never point at the search form's fields.
      name="dept-form"
      key={editing?.id ?? `new-${state.parentId ?? 0}`}
      title={t(editing ? 'sysDept.edit' : 'sysDept.add')}
      open={state.open}
      width={640}
      grid
      colProps={{ span: 12 }}
      initialValues={editing ?? { parentId: state.parentId ?? 0, orderNum: 0, status: '0' }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async (values) => {
        const env = await saveDept({
          ...values,
          id: editing?.id,
          leader: values.leader || null,
          phone: values.phone || null,
          email: values.email || null,
        });
        void message.success(env.msg || t('identity.done'));
        onSaved();
        return true;
      }}
    >
      <ProFormTreeSelect
        name="parentId"
        label={t('sysDept.parent')}
        colProps={{ span: 24 }}
        rules={required}
        fieldProps={{
          treeData: parents,
          treeDefaultExpandAll: true,
          showSearch: true,
          treeNodeFilterProp: 'title',
        }}
      />
      <ProFormText
        name="deptName"
        label={t('sysDept.deptName')}
        rules={required}
        fieldProps={{ maxLength: 30 }}
      />
      <ProFormDigit
        name="orderNum"
        label={t('identity.orderNum')}
        min={0}
        max={99999}
        fieldProps={{ precision: 0 }}
      />
      <ProFormText name="leader" label={t('sysDept.leader')} fieldProps={{ maxLength: 20 }} />
      <ProFormText
        name="phone"
        label={t('sysDept.phone')}
        rules={[{ pattern: MOBILE_PATTERN, message: t('sysUser.invalidMobile') }]}
      />
      <ProFormText
        name="email"
        label={t('sysDept.email')}
        rules={[{ pattern: EMAIL_PATTERN, message: t('sysUser.invalidEmail') }]}
      />
      <ProFormRadio.Group
        name="status"
        label={t('identity.status')}
        options={(statuses ?? []).map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
      />
    </ModalForm>
  );
}
