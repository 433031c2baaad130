import {
  ModalForm,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { REMARK_MAX } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import { APP_TYPES, type AppInfo, type AppInfoForm, CLIENT_TYPES } from '../types';

type Props = {
  open: boolean;
  record: AppInfo | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: AppInfoForm) => Promise<boolean>;
};

export function AppInfoFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <ModalForm<AppInfoForm>
      // Its own name prefixes field ids, so labels never point at the search form's fields.
      name="app-info-form-modal"
      title={record ? t('ref.appInfo.edit') : t('ref.appInfo.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { type: 'android', clientType: 'appDriverClient' }}
      width={560}
      onFinish={(values) => onSubmit({ ...values, id: record?.id })}
    >
      <ProFormSelect
        name="clientType"
        label={t('ref.appInfo.clientType')}
        rules={[{ required: true, message: t('common.required') }]}
        options={CLIENT_TYPES.map((c) => ({ value: c, label: t(`ref.appInfo.${c}`) }))}
      />
      <ProFormRadio.Group
        name="type"
        label={t('ref.appInfo.type')}
        options={APP_TYPES.map((type) => ({ value: type, label: t(`ref.appInfo.${type}`) }))}
      />
      <ProFormText
        name="version"
        label={t('ref.appInfo.version')}
        tooltip={t('ref.appInfo.versionHint')}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: /^\d{1,4}(\.\d{1,4}){0,3}$/, message: t('common.invalidFormat') },
        ]}
      />
      <ProFormText
        name="downloadUrl"
        label={t('ref.appInfo.downloadUrl')}
        tooltip={t('ref.appInfo.downloadUrlHint')}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: /^(https?:\/\/|\/)\S+$/, message: t('common.invalidFormat') },
          { max: 500 },
        ]}
      />
      <ProFormTextArea
        name="remark"
        label={t('ref.remark')}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
