import type { ProColumns } from '@ant-design/pro-components';
import { LANGUAGES } from '@tms/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  useCrudList,
} from '../../../components/crud';
import { queryClient } from '../../../core/query-client';
import { listMenuLanguages, removeMenuLanguages, saveMenuLanguage } from './api';
import { MenuLanguageFormModal } from './components/MenuLanguageFormModal';
import type { MenuLanguage } from './types';

const LANG_COLORS: Record<string, string> = { 'zh-CN': 'red', 'zh-HK': 'gold', 'en-US': 'blue' };

/** 菜单语言: a menu's name per language; the side menu and tabs show these. */
export default function MenuLanguagePage() {
  const { t } = useTranslation();
  const list = useCrudList((row: MenuLanguage) => row.id, removeMenuLanguages, {
    // The side menu and tabs show these names.
    onChange: () => void queryClient.invalidateQueries({ queryKey: ['menus'] }),
  });

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
      <EditRemoveActions
        perm="system:menuLanguage"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.id])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="system:menuLanguage"
        fetch={listMenuLanguages}
        modular="system-menu-language"
        headerTitle={t('ref.menuLanguage.heading')}
        columns={columns}
        scroll={{ x: 900 }}
      />
      <MenuLanguageFormModal {...list.form.props} onSubmit={list.saveWith(saveMenuLanguage)} />
    </>
  );
}
