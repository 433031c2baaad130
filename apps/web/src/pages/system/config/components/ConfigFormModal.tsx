import { ModalForm, ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { REMARK_MAX } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import { useYesNoEnum } from '../../reference-shared/useStatusEnum';
import type { Config, ConfigForm } from '../types';

type Props = {
  open: boolean;
  record: Config | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: ConfigForm) => Promise<boolean>;
};

export function ConfigFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const yesNoEnum = useYesNoEnum();
  return (
    <ModalForm<ConfigForm>
      // Its own name prefixes field ids, so labels never point at the search form's fields.
      name="config-form-modal"
      title={record ? t('ref.config.edit') : t('ref.config.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { configType: 'N' }}
      width={560}
      onFinish={(values) => onSubmit({ ...values, id: record?.id })}
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
      <ProFormTextArea
        name="remark"
        label={t('ref.remark')}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
