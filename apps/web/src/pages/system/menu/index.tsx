import { PlusOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
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
import { MenuIcon } from '../../../components/menu-icons';
import { TmsTable } from '../../../components/TmsTable';
import { listMenus, removeMenu } from './api';
import { MenuForm, type MenuFormState } from './components/MenuForm';
import type { MenuFilter, MenuRow } from './types';

const TYPE_COLORS = { M: 'blue', C: 'green', F: 'default' } as const;

/** System / menus: the menu tree as a table; create, edit, add child, remove. */
export default function SystemMenuPage() {
  const { t } = useTranslation();
  const confirmRemove = useConfirmRemove();
  const action = useRef<ActionType>(null);
  const [rows, setRows] = useState<MenuRow[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [form, setForm] = useState<MenuFormState>({ open: false });
  const statusEnum = useStatusEnum();
  const reload = () => action.current?.reload();

  const remove = (row: MenuRow) =>
    confirmRemove(t('identity.confirmRemove', { name: row.label }), () => removeMenu(row.id), reload);

  const columns: ProColumns<TreeNode<MenuRow>>[] = [
    {
      title: t('sysMenu.menuName'),
      dataIndex: 'menuName',
      width: 240,
      render: (_, row) => row.label,
    },
    {
      title: t('sysMenu.icon'),
      dataIndex: 'icon',
      width: 60,
      search: false,
      align: 'center',
      render: (_, row) => (row.icon ? <MenuIcon name={row.icon} /> : null),
    },
    {
      title: t('sysMenu.menuType'),
      dataIndex: 'menuType',
      width: 90,
      search: false,
      render: (_, row) => <Tag color={TYPE_COLORS[row.menuType]}>{t(`sysMenu.type.${row.menuType}`)}</Tag>,
    },
    { title: t('identity.orderNum'), dataIndex: 'orderNum', width: 80, search: false },
    { title: t('sysMenu.perms'), dataIndex: 'perms', width: 200, ellipsis: true, search: false },
    { title: t('sysMenu.path'), dataIndex: 'path', width: 200, ellipsis: true, search: false },
    { title: t('sysMenu.component'), dataIndex: 'component', width: 160, ellipsis: true, search: false },
    {
      title: t('sysMenu.visible'),
      dataIndex: 'visible',
      width: 90,
      search: false,
      render: (_, row) => <StatusTag value={row.visible} dictType="sys_show_hide" />,
    },
    statusColumn(t('identity.status'), statusEnum, 90, (row) => <StatusTag value={row.status} />),
    createTimeColumn(t, 'identity.createTime'),
    optionColumn(t, 210, (row) => (
      <RowActions size={0}>
        <EditAction perm="system:menu:edit" onClick={() => setForm({ open: true, editing: row })} />
        {row.menuType !== 'F' && (
          <LinkAction perm="system:menu:add" onClick={() => setForm({ open: true, parentId: row.id })}>
            {t('identity.addChild')}
          </LinkAction>
        )}
        <DeleteAction perm="system:menu:remove" onClick={() => remove(row)} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<TreeNode<MenuRow>, MenuFilter>
        modular="system-menu"
        actionRef={action}
        columns={columns}
        pagination={false}
        scroll={{ x: 1400 }}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded([...keys]) }}
        request={async (params) => {
          const list = await listMenus({ menuName: params.menuName, status: params.status });
          setRows(list);
          if (params.menuName) setExpanded(list.map((m) => m.id));
          return { data: buildTree(list), success: true };
        }}
        toolBarRender={() => [
          <ExpandToggle
            key="expand"
            expanded={expanded.length > 0}
            onToggle={() =>
              setExpanded(expanded.length > 0 ? [] : rows.filter((m) => m.menuType !== 'F').map((m) => m.id))
            }
          />,
          <AddAction
            key="add"
            perm="system:menu:add"
            icon={<PlusOutlined />}
            onClick={() => setForm({ open: true })}
          />,
        ]}
      />
      <MenuForm
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
