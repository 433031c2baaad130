import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { LANGUAGES } from '@tms/domain';
import { Tag } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddAction,
  BatchDeleteAction,
  createTimeColumn,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  useFormModal,
  useMutate,
  useRemove,
  useSelection,
} from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
import { queryClient } from '../../../core/query-client';
import type { TableParams } from '../reference-shared/table';
import { listMenuLanguages, removeMenuLanguages, saveMenuLanguage } from './api';
import { MenuLanguageFormModal } from './components/MenuLanguageFormModal';
import type { MenuLanguage } from './types';

const LANG_COLORS: Record<string, string> = { 'zh-CN': 'red', 'zh-HK': 'gold', 'en-US': 'blue' };

/** 菜单语言: a menu's name per language; the side menu and tabs show these. */
export default function MenuLanguagePage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<MenuLanguage>();
  const selection = useSelection<MenuLanguage>();

  const reload = () => {
    actionRef.current?.reload();
    // The side menu and tabs show these names.
    void queryClient.invalidateQueries({ queryKey: ['menus'] });
  };
  const remove = useRemove(removeMenuLanguages, reload, selection);

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
    createTimeColumn(t),
    optionColumn(t, 130, (row) => (
      <RowActions>
        <EditAction perm="system:menuLanguage:edit" onClick={() => form.show(row)} />
        <DeleteAction perm="system:menuLanguage:remove" onConfirm={() => remove([row.id])} />
      </RowActions>
    )),
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
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="system:menuLanguage:add" onClick={() => form.show(null)} />,
          <BatchDeleteAction
            key="remove"
            perm="system:menuLanguage:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <MenuLanguageFormModal
        {...form.props}
        onSubmit={(values) => mutate(() => saveMenuLanguage(values), reload)}
      />
    </>
  );
}
