import { PlusOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { App, Button, Space } from 'antd';
import type { Key } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/datetime';
import { Access } from '../../../components/Access';
import { MaskedText } from '../../../components/MaskedText';
import { TmsTable } from '../../../components/TmsTable';
import { StatusTag } from '../identity-shared/StatusTag';
import { ExpandToggle } from '../identity-shared/TreeTableToolbar';
import { buildTree, type TreeNode } from '../identity-shared/tree';
import { useDictEnum } from '../identity-shared/useDictOptions';
import { listDepts, removeDept } from './api';
import { DeptForm, type DeptFormState } from './components/DeptForm';
import type { DeptFilter, DeptRow } from './types';

/** System / departments: the tree as a table, create, edit, add child, remove. */
export default function SystemDeptPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const action = useRef<ActionType>(null);
  const [rows, setRows] = useState<DeptRow[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [form, setForm] = useState<DeptFormState>({ open: false });
  const statusEnum = useDictEnum('sys_normal_disable', {
    '0': t('identity.status.0'),
    '1': t('identity.status.1'),
  });
  const reload = () => action.current?.reload();

  const remove = (row: DeptRow) =>
    modal.confirm({
      title: t('identity.confirmRemove', { name: row.deptName }),
      okButtonProps: { danger: true },
      onOk: async () => {
        const env = await removeDept(row.id);
        void message.success(env.msg || t('identity.done'));
        reload();
      },
    });

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
    {
      title: t('identity.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: statusEnum,
      render: (_, row) => <StatusTag value={row.status} />,
    },
    {
      title: t('identity.createTime'),
      dataIndex: 'createTime',
      width: 170,
      search: false,
      render: (_, row) => formatDateTime(row.createTime),
    },
    {
      title: t('action.operation'),
      valueType: 'option',
      width: 220,
      render: (_, row) => (
        <Space size={0}>
          <Access perm="system:dept:edit">
            <Button type="link" size="small" onClick={() => setForm({ open: true, editing: row })}>
              {t('action.edit')}
            </Button>
          </Access>
          <Access perm="system:dept:add">
            <Button type="link" size="small" onClick={() => setForm({ open: true, parentId: row.id })}>
              {t('identity.addChild')}
            </Button>
          </Access>
          {row.parentId !== 0 && (
            <Access perm="system:dept:remove">
              <Button type="link" size="small" danger onClick={() => remove(row)}>
                {t('action.delete')}
              </Button>
            </Access>
          )}
        </Space>
      ),
    },
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
          <Access key="add" perm="system:dept:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })}>
              {t('action.add')}
            </Button>
          </Access>,
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
