import { PlusOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import type { Key } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddAction,
  buildTree,
  createTimeColumn,
  DeleteAction,
  EditAction,
  ExpandToggle,
  LinkAction,
  optionColumn,
  RowActions,
  StatusTag,
  statusColumn,
  type TreeNode,
  useConfirmRemove,
  useStatusEnum,
} from '../../../components/crud';
import { MaskedText } from '../../../components/MaskedText';
import { TmsTable } from '../../../components/TmsTable';
import { getDept, listDepts, removeDept } from './api';
import { DeptForm, type DeptFormState } from './components/DeptForm';
import type { DeptFilter, DeptRow } from './types';

/** System / departments: the tree as a table, create, edit, add child, remove. */
export default function SystemDeptPage() {
  const { t } = useTranslation();
  const confirmRemove = useConfirmRemove();
  const action = useRef<ActionType>(null);
  const [rows, setRows] = useState<DeptRow[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [form, setForm] = useState<DeptFormState>({ open: false });
  const statusEnum = useStatusEnum();
  const reload = () => action.current?.reload();

  const remove = (row: DeptRow) =>
    confirmRemove(t('identity.confirmRemove', { name: row.deptName }), () => removeDept(row.id), reload);

  const columns: ProColumns<TreeNode<DeptRow>>[] = [
    { title: t('sysDept.deptName'), dataIndex: 'deptName', width: 260 },
    { title: t('identity.orderNum'), dataIndex: 'orderNum', width: 90, search: false },
    { title: t('sysDept.leader'), dataIndex: 'leader', width: 120, search: false },
    {
      title: t('sysDept.phone'),
      dataIndex: 'phone',
      width: 140,
      search: false,
      render: (_, row) => <MaskedText type="phone" value={row.phone} />,
    },
    statusColumn(t('identity.status'), statusEnum, 100, (row) => <StatusTag value={row.status} />),
    createTimeColumn(t, 'identity.createTime'),
    optionColumn(
      t,
      220,
      (row) => (
        <RowActions size={0}>
          <EditAction
            perm="system:dept:edit"
            onClick={async () => setForm({ open: true, editing: await getDept(row.id) })}
          />
          <LinkAction perm="system:dept:add" onClick={() => setForm({ open: true, parentId: row.id })}>
            {t('identity.addChild')}
          </LinkAction>
          {row.parentId !== 0 && <DeleteAction perm="system:dept:remove" onClick={() => remove(row)} />}
        </RowActions>
      ),
      { fixed: false },
    ),
  ];

  return (
    <>
      <TmsTable<TreeNode<DeptRow>, DeptFilter>
        modular="system-dept"
        actionRef={action}
        columns={columns}
        pagination={false}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded([...keys]) }}
        request={async (params) => {
          const list = await listDepts({ deptName: params.deptName, status: params.status });
          setRows(list);
          setExpanded(list.map((d) => d.id));
          return { data: buildTree(list), success: true };
        }}
        toolBarRender={() => [
          <ExpandToggle
            key="expand"
            expanded={expanded.length > 0}
            onToggle={() => setExpanded(expanded.length > 0 ? [] : rows.map((d) => d.id))}
          />,
          <AddAction
            key="add"
            perm="system:dept:add"
            icon={<PlusOutlined />}
            onClick={() => setForm({ open: true })}
          />,
        ]}
      />
      <DeptForm
        state={form}
        rows={rows}
        onClose={() => setForm({ open: false })}
        onSaved={() => {
          setForm({ open: false });
          reload();
        }}
      />
    </>
  );
}
