import { ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { PUBLIC_CODE_PATTERN } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import { CrudFormModal, type FormModalProps, RemarkField, useStatusEnum } from '../../../../components/crud';
import type { DictType, DictTypeForm } from '../types';

export function DictTypeFormModal(props: FormModalProps<DictType, DictTypeForm>) {
  const { t } = useTranslation();
  const statusEnum = useStatusEnum();
  return (
    <CrudFormModal
      {...props}
      name="dict-type-form-modal"
      titles={{ add: t('ref.dict.addType'), edit: t('ref.dict.editType') }}
      defaults={{ status: '0', labels: {} }}
      keyField="id"
      width={520}
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
      <RemarkField label={t('ref.remark')} />
    </CrudFormModal>
  );
}
