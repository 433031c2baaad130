import { PlusOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { App, Button, Space, Tag } from 'antd';
import type { Key } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/datetime';
import { MenuIcon } from '../../../app/layouts/components/menu-icons';
import { Access } from '../../../components/Access';
import { TmsTable } from '../../../components/TmsTable';
import { StatusTag } from '../identity-shared/StatusTag';
import { ExpandToggle } from '../identity-shared/TreeTableToolbar';
import { buildTree, type TreeNode } from '../identity-shared/tree';
import { useDictEnum } from '../identity-shared/useDictOptions';
import { listMenus, removeMenu } from './api';
import { MenuForm, type MenuFormState } from './components/MenuForm';
import type { MenuFilter, MenuRow } from './types';

const TYPE_COLORS = { M: 'blue', C: 'green', F: 'default' } as const;

/** System / menus: the menu tree as a table; create, edit, add child, remove. */
export default function SystemMenuPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const action = useRef<ActionType>(null);
  const [rows, setRows] = useState<MenuRow[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [form, setForm] = useState<MenuFormState>({ open: false });
  const statusEnum = useDictEnum('sys_normal_disable', {
    '0': t('identity.status.0'),
    '1': t('identity.status.1'),
  });
  const reload = () => action.current?.reload();

  const remove = (row: MenuRow) =>
    modal.confirm({
      title: t('identity.confirmRemove', { name: row.label }),
      okButtonProps: { danger: true },
      onOk: async () => {
        const env = await removeMenu(row.id);
        void message.success(env.msg || t('identity.done'));
        reload();
      },
    });

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
    {
      title: t('identity.status'),
      dataIndex: 'status',
      width: 90,
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
      width: 210,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Access perm="system:menu:edit">
            <Button type="link" size="small" onClick={() => setForm({ open: true, editing: row })}>
              {t('action.edit')}
            </Button>
          </Access>
          {row.menuType !== 'F' && (
            <Access perm="system:menu:add">
              <Button type="link" size="small" onClick={() => setForm({ open: true, parentId: row.id })}>
                {t('identity.addChild')}
              </Button>
            </Access>
          )}
          <Access perm="system:menu:remove">
            <Button type="link" size="small" danger onClick={() => remove(row)}>
              {t('action.delete')}
            </Button>
          </Access>
        </Space>
      ),
    },
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
          <Access key="add" perm="system:menu:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })}>
              {t('action.add')}
            </Button>
          </Access>,
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
