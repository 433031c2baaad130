import { ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { CrudFormModal, type FormModalProps, RemarkField, useYesNoEnum } from '../../../../components/crud';
import type { Config, ConfigForm } from '../types';

export function ConfigFormModal(props: FormModalProps<Config, ConfigForm>) {
  const { t } = useTranslation();
  const yesNoEnum = useYesNoEnum();
  return (
    <CrudFormModal
      {...props}
      name="config-form-modal"
      titles={{ add: t('ref.config.add'), edit: t('ref.config.edit') }}
      defaults={{ configType: 'N' }}
      keyField="id"
      width={560}
    >
      <ProFormText
        name="configName"
        label={t('ref.config.configName')}
        rules={[{ required: true, message: t('common.required') }, { max: 100 }]}
      />
      <ProFormText
        name="configKey"
        label={t('ref.config.configKey')}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: /^[A-Za-z0-9_.:-]+$/, message: t('common.invalidCode') },
          { max: 100 },
        ]}
      />
      <ProFormTextArea
        name="configValue"
        label={t('ref.config.configValue')}
        rules={[{ required: true, message: t('common.required') }, { max: 500 }]}
      />
      <ProFormRadio.Group
        name="configType"
        label={t('ref.config.configType')}
        tooltip={t('ref.config.builtInHint')}
        valueEnum={yesNoEnum}
      />
      <RemarkField label={t('ref.remark')} />
    </CrudFormModal>
  );
}
