import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { LANGUAGES } from '@tms/domain';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/datetime';
import { queryClient } from '../../../app/query-client';
import { Access } from '../../../components/Access';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../reference-shared/table';
import { useMutate } from '../reference-shared/useMutate';
import { listMenuLanguages, removeMenuLanguages, saveMenuLanguage } from './api';
import { MenuLanguageFormModal } from './components/MenuLanguageFormModal';
import type { MenuLanguage } from './types';

const LANG_COLORS: Record<string, string> = { 'zh-CN': 'red', 'zh-HK': 'gold', 'en-US': 'blue' };

/** 菜单语言: a menu's name per language; the side menu and tabs show these. */
export default function MenuLanguagePage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const [editing, setEditing] = useState<MenuLanguage | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);

  const reload = () => {
    actionRef.current?.reload();
    // The side menu and tabs show these names.
    void queryClient.invalidateQueries({ queryKey: ['menus'] });
  };
  const remove = (ids: number[]) =>
    mutate(
      () => removeMenuLanguages(ids),
      () => {
        setSelected([]);
        reload();
      },
    );
  const openForm = (record: MenuLanguage | null) => {
    setEditing(record);
    setFormOpen(true);
  };

  const columns: ProColumns<MenuLanguage>[] = [
    { title: t('ref.menuLanguage.menu'), dataIndex: 'menuName', search: false },
    { title: t('ref.menuLanguage.menuKey'), dataIndex: 'menuKey', search: false, ellipsis: true },
    {
      title: t('ref.menuLanguage.lang'),
      dataIndex: 'lang',
      width: 130,
      valueType: 'select',
      valueEnum: Object.fromEntries(LANGUAGES.map((lang) => [lang, { text: t(`ref.lang.${lang}`) }])),
      render: (_, row) => <Tag color={LANG_COLORS[row.lang]}>{t(`ref.lang.${row.lang}`)}</Tag>,
    },
    { title: t('ref.menuLanguage.name'), dataIndex: 'name' },
    {
      title: t('ref.createTime'),
      dataIndex: 'createTime',
      width: 170,
      search: false,
      render: (_, row) => formatDateTime(row.createTime),
    },
    {
      title: t('action.operation'),
      valueType: 'option',
      width: 130,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Access perm="system:menuLanguage:edit">
            <Button type="link" size="small" onClick={() => openForm(row)}>
              {t('action.edit')}
            </Button>
          </Access>
          <Access perm="system:menuLanguage:remove">
            <Popconfirm title={t('confirm.delete')} onConfirm={() => remove([row.id])}>
              <Button type="link" size="small" danger>
                {t('action.delete')}
              </Button>
            </Popconfirm>
          </Access>
        </Space>
      ),
    },
  ];

  return (
    <>
      <TmsTable<MenuLanguage, TableParams>
        modular="system-menu-language"
        headerTitle={t('ref.menuLanguage.heading')}
        actionRef={actionRef}
        columns={columns}
        request={listMenuLanguages}
        scroll={{ x: 900 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        toolBarRender={() => [
          <Access key="add" perm="system:menuLanguage:add">
            <Button type="primary" onClick={() => openForm(null)}>
              {t('action.add')}
            </Button>
          </Access>,
          <Access key="remove" perm="system:menuLanguage:remove">
            <Popconfirm
              title={t('confirm.delete')}
              onConfirm={() => remove(selected)}
              disabled={!selected.length}
            >
              <Button danger disabled={!selected.length}>
                {t('action.delete')}
              </Button>
            </Popconfirm>
          </Access>,
        ]}
      />
      <MenuLanguageFormModal
        open={formOpen}
        record={editing}
        onOpenChange={setFormOpen}
        onSubmit={(values) => mutate(() => saveMenuLanguage(values), reload)}
      />
    </>
  );
}
