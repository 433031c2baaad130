import { ModalForm, ProForm, ProFormText } from '@ant-design/pro-components';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Integration, IntegrationForm } from '../types';

type Props = {
  open: boolean;
  record: Integration | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: IntegrationForm) => Promise<boolean>;
};

/** An outbound integration: its name (ros, sf, ...) and the URL pushes are POSTed to. */
export function IntegrationFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <ModalForm<IntegrationForm>
      name="integration-form-modal"
      title={record ? t('baseIntegration.edit') : t('baseIntegration.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { enabled: true }}
      width={560}
      onFinish={(values) => onSubmit({ ...values, id: record?.id })}
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
    </ModalForm>
  );
}
