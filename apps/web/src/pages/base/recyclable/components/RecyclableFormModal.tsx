import { ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudFormModal,
  codeRules,
  type FormModalProps,
  GridItem,
  RemarkField,
  requiredRule,
} from '../../../../components/crud';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import type { Recyclable, RecyclableForm } from '../types';

/** Money as text: 0 or more, at most 2 decimals (the server keeps it exact). */
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

export function RecyclableFormModal(props: FormModalProps<Recyclable, RecyclableForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="base-recyclable-form-modal"
      titles={{ add: t('baseRecyclable.add'), edit: t('baseRecyclable.edit') }}
      defaults={{ enableFlag: 'Y', recyclableType: 'crate' }}
      width={640}
      grid
      colProps={{ span: 12 }}
    >
      <ProFormText name="code" label={t('baseMore.code')} rules={codeRules(t)} />
      <ProFormText name="name" label={t('baseMore.name')} rules={[requiredRule(t), { max: 60 }]} />
      <ProFormSelect
        name="recyclableType"
        label={t('baseMore.type')}
        valueEnum={dictValueEnum(useDict('recyclable_type'))}
        rules={[requiredRule(t)]}
      />
      <ProFormText name="unit" label={t('baseMore.unit')} rules={[{ max: 20 }]} />
      <ProFormText
        name="depositPrice"
        label={t('baseRecyclable.depositPrice')}
        rules={[{ pattern: MONEY, message: t('base.recyclable.depositInvalid') }]}
      />
      <GridItem span={12} name="enableFlag" label={t('baseItem.enableFlag')}>
        <YesNoSwitch />
      </GridItem>
      <RemarkField label={t('baseItem.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
