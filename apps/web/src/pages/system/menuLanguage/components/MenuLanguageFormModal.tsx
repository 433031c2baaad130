import { ModalForm, ProFormSelect, ProFormText, ProFormTreeSelect } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { LANGUAGES } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import { listMenuOptions } from '../api';
import type { MenuLanguage, MenuLanguageForm } from '../types';
import { menuTree } from './menu-tree';

type Props = {
  open: boolean;
  record: MenuLanguage | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: MenuLanguageForm) => Promise<boolean>;
};

export function MenuLanguageFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const { data: menus } = useQuery({
    queryKey: ['system', 'menu', 'options', i18n.language],
    queryFn: listMenuOptions,
    enabled: open,
  });
  return (
    <ModalForm<MenuLanguageForm>
      // Its own name prefixes field ids, so labels never point at the search form's fields.
      name="menu-language-form-modal"
      title={record ? t('ref.menuLanguage.edit') : t('ref.menuLanguage.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { lang: 'en-US' }}
      width={520}
      onFinish={(values) => onSubmit({ ...values, id: record?.id })}
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
    </ModalForm>
  );
}
