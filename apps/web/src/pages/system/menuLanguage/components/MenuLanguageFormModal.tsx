import { ProFormSelect, ProFormText, ProFormTreeSelect } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { LANGUAGES } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import { CrudFormModal, type FormModalProps } from '../../../../components/crud';
import { listMenuOptions } from '../api';
import type { MenuLanguage, MenuLanguageForm } from '../types';
import { menuTree } from './menu-tree';

export function MenuLanguageFormModal(props: FormModalProps<MenuLanguage, MenuLanguageForm>) {
  const { t, i18n } = useTranslation();
  const { data: menus } = useQuery({
    queryKey: ['system', 'menu', 'options', i18n.language],
    queryFn: listMenuOptions,
    enabled: props.open,
  });
  return (
    <CrudFormModal
      {...props}
      name="menu-language-form-modal"
      titles={{ add: t('ref.menuLanguage.add'), edit: t('ref.menuLanguage.edit') }}
      defaults={{ lang: 'en-US' }}
      keyField="id"
      width={520}
    >
      <ProFormTreeSelect
        name="menuId"
        label={t('ref.menuLanguage.menu')}
        rules={[{ required: true, message: t('common.required') }]}
        fieldProps={{
          treeData: menuTree(menus ?? []),
          showSearch: true,
          treeNodeFilterProp: 'title',
          treeDefaultExpandAll: false,
        }}
      />
      <ProFormSelect
        name="lang"
        label={t('ref.menuLanguage.lang')}
        rules={[{ required: true, message: t('common.required') }]}
        options={LANGUAGES.map((lang) => ({ value: lang, label: t(`ref.lang.${lang}`) }))}
      />
      <ProFormText
        name="name"
        label={t('ref.menuLanguage.name')}
        rules={[{ required: true, message: t('common.required') }, { max: 60 }]}
      />
    </CrudFormModal>
  );
}
