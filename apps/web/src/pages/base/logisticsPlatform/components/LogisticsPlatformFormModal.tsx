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
import type { LogisticsPlatform, LogisticsPlatformForm } from '../types';

/** Digits with + - ( ) and spaces; a masked number shown back (stars) keeps the stored one. */
const PHONE = /^[0-9+\-() *]{5,20}$/;

export function LogisticsPlatformFormModal(props: FormModalProps<LogisticsPlatform, LogisticsPlatformForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="base-logistics-platform-form-modal"
      titles={{ add: t('baseLogisticsPlatform.add'), edit: t('baseLogisticsPlatform.edit') }}
      defaults={{ enableFlag: 'Y' }}
      width={640}
      grid
      colProps={{ span: 12 }}
    >
      <ProFormText name="code" label={t('baseMore.code')} rules={codeRules(t)} />
      <ProFormText name="name" label={t('baseMore.name')} rules={[requiredRule(t), { max: 60 }]} />
      <ProFormSelect
        name="platformType"
        label={t('baseMore.type')}
        valueEnum={dictValueEnum(useDict('logistics_platform_type'))}
      />
      <ProFormText name="contact" label={t('baseMore.contact')} rules={[{ max: 30 }]} />
      <ProFormText
        name="phone"
        label={t('baseMore.phone')}
        rules={[{ pattern: PHONE, message: t('common.invalidFormat') }]}
      />
      <GridItem span={12} name="enableFlag" label={t('baseItem.enableFlag')}>
        <YesNoSwitch />
      </GridItem>
      <ProFormText
        name="address"
        label={t('baseMore.address')}
        colProps={{ span: 24 }}
        rules={[{ max: 200 }]}
      />
      <RemarkField label={t('baseItem.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
