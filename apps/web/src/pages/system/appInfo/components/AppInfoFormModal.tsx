import { ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { CrudFormModal, type FormModalProps, RemarkField } from '../../../../components/crud';
import { APP_TYPES, type AppInfo, type AppInfoForm, CLIENT_TYPES } from '../types';

export function AppInfoFormModal(props: FormModalProps<AppInfo, AppInfoForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="app-info-form-modal"
      titles={{ add: t('ref.appInfo.add'), edit: t('ref.appInfo.edit') }}
      defaults={{ type: 'android', clientType: 'appDriverClient' }}
      keyField="id"
      width={560}
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
      <RemarkField label={t('ref.remark')} />
    </CrudFormModal>
  );
}
