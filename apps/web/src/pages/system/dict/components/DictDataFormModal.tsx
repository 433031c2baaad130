import { ProFormDigit, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CrudFormModal,
  type FormModalProps,
  RemarkField,
  useStatusEnum,
  useYesNoEnum,
} from '../../../../components/crud';
import type { DictData, DictDataForm } from '../types';

type Props = FormModalProps<DictData, DictDataForm> & { dictType: string };

/** Badge statuses and tag colours a dictionary entry can be shown with (listClass). */
export const LIST_CLASSES = [
  'default',
  'processing',
  'success',
  'warning',
  'error',
  'blue',
  'cyan',
  'orange',
  'purple',
];

export function DictDataFormModal({ dictType, ...props }: Props) {
  const { t } = useTranslation();
  const statusEnum = useStatusEnum();
  const yesNoEnum = useYesNoEnum();
  return (
    <CrudFormModal
      {...props}
      name="dict-data-form-modal"
      titles={{ add: t('ref.dict.addData'), edit: t('ref.dict.editData') }}
      defaults={{ dictType, status: '0', isDefault: 'N', dictSort: 0, labels: {} }}
      keyField="id"
      normalize={(values) => ({ ...values, dictType })}
      width={640}
      grid
    >
      <ProFormText name="dictType" label={t('ref.dict.dictType')} disabled colProps={{ span: 12 }} />
      <ProFormText
        name="dictValue"
        label={t('ref.dict.dictValue')}
        colProps={{ span: 12 }}
        rules={[{ required: true, message: t('common.required') }, { max: 100 }]}
      />
      <ProFormText
        name="dictLabel"
        label={t('ref.dict.labelZhCN')}
        colProps={{ span: 8 }}
        rules={[{ required: true, message: t('common.required') }, { max: 100 }]}
      />
      <ProFormText
        name={['labels', 'zh-HK']}
        label={t('ref.dict.labelZhHK')}
        colProps={{ span: 8 }}
        placeholder={t('ref.dict.labelFallback')}
        rules={[{ max: 100 }]}
      />
      <ProFormText
        name={['labels', 'en-US']}
        label={t('ref.dict.labelEnUS')}
        colProps={{ span: 8 }}
        placeholder={t('ref.dict.labelFallback')}
        rules={[{ max: 100 }]}
      />
      <ProFormDigit
        name="dictSort"
        label={t('ref.dict.dictSort')}
        min={0}
        max={99999}
        fieldProps={{ precision: 0 }}
        colProps={{ span: 8 }}
      />
      <ProFormSelect
        name="listClass"
        label={t('ref.dict.listClass')}
        colProps={{ span: 8 }}
        options={LIST_CLASSES.map((cls) => ({ value: cls, label: <Tag color={cls}>{cls}</Tag> }))}
      />
      <ProFormText
        name="cssClass"
        label={t('ref.dict.cssClass')}
        colProps={{ span: 8 }}
        rules={[{ max: 100 }]}
      />
      <ProFormRadio.Group
        name="isDefault"
        label={t('ref.dict.isDefault')}
        valueEnum={yesNoEnum}
        colProps={{ span: 12 }}
      />
      <ProFormRadio.Group
        name="status"
        label={t('ref.status')}
        valueEnum={statusEnum}
        colProps={{ span: 12 }}
      />
      <RemarkField label={t('ref.remark')} />
    </CrudFormModal>
  );
}
