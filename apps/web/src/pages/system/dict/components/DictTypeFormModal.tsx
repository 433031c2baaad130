import { ModalForm, ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { PUBLIC_CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import { useStatusEnum } from '../../reference-shared/useStatusEnum';
import type { DictType, DictTypeForm } from '../types';

type Props = {
  open: boolean;
  record: DictType | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: DictTypeForm) => Promise<boolean>;
};

export function DictTypeFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const statusEnum = useStatusEnum();
  return (
    <ModalForm<DictTypeForm>
      // Its own name prefixes field ids, so labels never point at the search form's fields.
      name="dict-type-form-modal"
      title={record ? t('ref.dict.editType') : t('ref.dict.addType')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { status: '0', labels: {} }}
      width={520}
      onFinish={(values) => onSubmit({ ...values, id: record?.id })}
    >
      <ProFormText
        name="dictName"
        label={t('ref.dict.nameZhCN')}
        rules={[{ required: true, message: t('common.required') }, { max: 100 }]}
      />
      <ProFormText
        name={['labels', 'zh-HK']}
        label={t('ref.dict.nameZhHK')}
        placeholder={t('ref.dict.nameFallback')}
        rules={[{ max: 100 }]}
      />
      <ProFormText
        name={['labels', 'en-US']}
        label={t('ref.dict.nameEnUS')}
        placeholder={t('ref.dict.nameFallback')}
        rules={[{ max: 100 }]}
      />
      <ProFormText
        name="dictType"
        label={t('ref.dict.dictType')}
        tooltip={t('ref.dict.dictTypeHint')}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: PUBLIC_CODE_PATTERN, message: t('common.invalidPublicCode') },
          { max: 100 },
        ]}
      />
      <ProFormRadio.Group name="status" label={t('ref.status')} valueEnum={statusEnum} />
      <ProFormTextArea
        name="remark"
        label={t('ref.remark')}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
