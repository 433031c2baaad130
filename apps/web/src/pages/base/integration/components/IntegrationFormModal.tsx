import { ProForm, ProFormText } from '@ant-design/pro-components';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudFormModal, type FormModalProps } from '../../../../components/crud';
import type { Integration, IntegrationForm } from '../types';

/** An outbound integration: its name (ros, sf, ...) and the URL pushes are POSTed to. */
export function IntegrationFormModal(props: FormModalProps<Integration, IntegrationForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="integration-form-modal"
      titles={{ add: t('baseIntegration.add'), edit: t('baseIntegration.edit') }}
      defaults={{ enabled: true }}
      keyField="id"
      width={560}
    >
      <ProFormText
        name="name"
        label={t('baseIntegration.name')}
        tooltip={t('baseIntegration.nameHint')}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: /^[A-Za-z0-9_-]+$/, message: t('common.invalidCode') },
          { max: 30 },
        ]}
      />
      <ProFormText
        name="url"
        label={t('baseIntegration.url')}
        placeholder={t('baseIntegration.urlPlaceholder')}
        rules={[{ pattern: /^https?:\/\/\S+$/i, message: t('base.integration.invalidUrl') }, { max: 500 }]}
      />
      <ProForm.Item name="enabled" label={t('baseIntegration.enabled')} valuePropName="checked">
        <Switch />
      </ProForm.Item>
    </CrudFormModal>
  );
}
