import { ProFormText } from '@ant-design/pro-components';
import { EMAIL_PATTERN } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import {
  CrudFormModal,
  codeRules,
  type FormModalProps,
  RemarkField,
  requiredRule,
} from '../../../../components/crud';
import { FleetEnableField } from '../shared/FleetFields';
import type { Carrier, CarrierForm } from '../types';

/** Mainland mobile or an 8-digit Hong Kong number (the server's rule). */
const CARRIER_PHONE = /^(1[3-9]\d{9}|[4-9]\d{7})$/;

export function CarrierFormModal(props: FormModalProps<Carrier, CarrierForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="base-carrier-form-modal"
      titles={{ add: t('fleet.carrier.add'), edit: t('fleet.carrier.edit') }}
      defaults={{ enableFlag: 'Y' }}
      width={720}
      grid
    >
      <ProFormText name="code" label={t('base.fleet.col.code')} colProps={{ span: 8 }} rules={codeRules(t)} />
      <ProFormText
        name="name"
        label={t('base.fleet.col.name')}
        colProps={{ span: 16 }}
        rules={[requiredRule(t), { max: 100 }]}
      />
      <ProFormText
        name="shortName"
        label={t('fleet.carrier.shortName')}
        colProps={{ span: 8 }}
        rules={[{ max: 60 }]}
      />
      <ProFormText
        name="creditCode"
        label={t('base.fleet.col.creditCode')}
        colProps={{ span: 16 }}
        rules={[{ max: 30 }]}
      />
      <ProFormText
        name="contact"
        label={t('base.fleet.col.contact')}
        colProps={{ span: 8 }}
        rules={[{ max: 60 }]}
      />
      <ProFormText
        name="mobile"
        label={t('base.fleet.col.mobile')}
        colProps={{ span: 8 }}
        rules={[{ pattern: CARRIER_PHONE, message: t('common.invalidMobile') }]}
      />
      <ProFormText
        name="email"
        label={t('fleet.carrier.email')}
        colProps={{ span: 8 }}
        rules={[{ pattern: EMAIL_PATTERN, message: t('common.invalidEmail') }, { max: 60 }]}
      />
      <ProFormText name="address" label={t('fleet.carrier.address')} rules={[{ max: 200 }]} />
      <FleetEnableField span={12} />
      <RemarkField label={t('base.fleet.col.remark')} />
    </CrudFormModal>
  );
}
