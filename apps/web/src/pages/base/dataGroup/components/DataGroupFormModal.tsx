import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import type { DataGroup, DataGroupForm } from '../types';

type Props = {
  open: boolean;
  record: DataGroup | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: DataGroupForm) => Promise<boolean>;
};

export function DataGroupFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const required = { required: true, message: t('common.required') };
  return (
    <ModalForm<DataGroupForm>
      name="base-data-group-form-modal"
      title={record ? t('baseDataGroup.edit') : t('baseDataGroup.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? {}}
      width={560}
      onFinish={(values) => onSubmit({ ...values, uuid: record?.uuid })}
    >
      <ProFormText
        name="code"
        label={t('baseDataGroup.code')}
        rules={[required, { pattern: CODE_PATTERN, message: t('common.invalidCode') }, { max: 30 }]}
      />
      <ProFormText name="name" label={t('baseDataGroup.name')} rules={[required, { max: 60 }]} />
      <ProFormTextArea
        name="remark"
        label={t('basePlace.remark')}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
