import { ModalForm, ProFormRadio, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemarkField } from '../../../../components/crud';
import type { OssConfig, OssConfigForm } from '../types';

type Props = {
  open: boolean;
  record: OssConfig | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: OssConfigForm) => Promise<boolean>;
};

type FormValues = Omit<OssConfigForm, 'isHttps'> & { isHttps: boolean };

export function OssConfigFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const isLocal = record?.configKey === 'local';
  return (
    <ModalForm<FormValues>
      // Its own name prefixes field ids, so labels never point at the search form's fields.
      name="oss-config-form-modal"
      title={record ? t('ref.oss.editConfig') : t('ref.oss.addConfig')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ? { ...record, isHttps: record.isHttps === 'Y' } : { status: '1', isHttps: true }}
      width={640}
      grid
      onFinish={(values) => onSubmit({ ...values, isHttps: values.isHttps ? 'Y' : 'N', id: record?.id })}
    >
      {!isLocal && (
        <Alert
          type="warning"
          showIcon
          message={t('ref.oss.s3NotImplemented')}
          style={{ marginBottom: 16, width: '100%' }}
        />
      )}
      <ProFormText
        name="configKey"
        label={t('ref.oss.configKey')}
        disabled={isLocal}
        colProps={{ span: 12 }}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: /^[A-Za-z0-9_-]+$/, message: t('common.invalidCode') },
          { max: 30 },
        ]}
      />
      <ProFormRadio.Group
        name="status"
        label={t('ref.oss.inUse')}
        colProps={{ span: 12 }}
        options={[
          { value: '0', label: t('ref.yes') },
          { value: '1', label: t('ref.no') },
        ]}
      />
      {!isLocal && (
        <>
          <ProFormText
            name="endpoint"
            label={t('ref.oss.endpoint')}
            colProps={{ span: 12 }}
            rules={[{ max: 200 }]}
          />
          <ProFormText
            name="bucketName"
            label={t('ref.oss.bucketName')}
            colProps={{ span: 12 }}
            rules={[{ max: 100 }]}
          />
          <ProFormText
            name="accessKey"
            label={t('ref.oss.accessKey')}
            colProps={{ span: 12 }}
            rules={[{ max: 200 }]}
          />
          <ProFormText.Password
            name="secretKey"
            label={t('ref.oss.secretKey')}
            colProps={{ span: 12 }}
            tooltip={t('ref.oss.secretKeyHint')}
            rules={[{ max: 200 }]}
          />
          <ProFormText
            name="prefix"
            label={t('ref.oss.prefix')}
            colProps={{ span: 8 }}
            rules={[{ max: 100 }]}
          />
          <ProFormText
            name="region"
            label={t('ref.oss.region')}
            colProps={{ span: 8 }}
            rules={[{ max: 60 }]}
          />
          <ProFormSwitch name="isHttps" label={t('ref.oss.isHttps')} colProps={{ span: 8 }} />
          <ProFormText name="domain" label={t('ref.oss.domain')} rules={[{ max: 200 }]} />
        </>
      )}
      <RemarkField label={t('ref.remark')} />
    </ModalForm>
  );
}
