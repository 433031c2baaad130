import { ProFormSelect, ProFormText } from '@ant-design/pro-components';
import {
  checkDriver,
  DRIVER_IMAGE_MAX,
  isIdCard,
  MOBILE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@tms/domain';
import { useTranslation } from 'react-i18next';
import {
  CrudFormModal,
  codeRules,
  type FormModalProps,
  RemarkField,
  requiredRule,
} from '../../../../components/crud';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import { CarrierField, FleetDateField, FleetEnableField, ImagesItem } from '../../carrier/shared/FleetFields';
import { domainRule, todayText } from '../../carrier/shared/form-rules';
import type { Driver, DriverForm } from '../types';

const DATE_FIELDS = [
  'licenseValidFrom',
  'licenseValidTo',
  'licenseFirstIssue',
  'healthValidFrom',
  'healthValidTo',
];

export function DriverFormModal(props: FormModalProps<Driver, DriverForm>) {
  const { record } = props;
  const { t } = useTranslation();
  const licenseTypes = dictValueEnum(useDict('driver_license_type'));
  const rule = (field: string) => domainRule(t, field, (values) => checkDriver(values, todayText()));
  const date = (name: string, label: string) => (
    <FleetDateField name={name} label={t(label)} dates={DATE_FIELDS} rules={[rule(name)]} />
  );
  const images = (
    name: 'licenseImages' | 'healthImages' | 'qualificationImages',
    label: string,
    required = false,
  ) => (
    <ImagesItem name={name} label={t(label)} max={DRIVER_IMAGE_MAX} required={required} rule={rule(name)} />
  );
  return (
    <CrudFormModal
      {...props}
      name="base-driver-form-modal"
      titles={{ add: t('fleet.driver.add'), edit: t('fleet.driver.edit') }}
      defaults={{ enableFlag: 'Y', licenseImages: [], healthImages: [], qualificationImages: [] }}
      dateFormatter="string"
      width={900}
      grid
    >
      <CarrierField required />
      <ProFormText name="code" label={t('base.fleet.col.code')} colProps={{ span: 8 }} rules={codeRules(t)} />
      <ProFormText
        name="name"
        label={t('base.fleet.col.driverName')}
        colProps={{ span: 8 }}
        rules={[requiredRule(t), { max: 30 }]}
      />
      <ProFormText
        name="mobile"
        label={t('base.fleet.col.mobile')}
        colProps={{ span: 8 }}
        rules={[requiredRule(t), { pattern: MOBILE_PATTERN, message: t('common.invalidMobile') }]}
      />
      <ProFormText
        name="idCard"
        label={t('base.fleet.col.idCard')}
        colProps={{ span: 8 }}
        rules={[
          {
            validator: async (_: unknown, value: string | undefined) => {
              if (value && !isIdCard(value)) throw new Error(t('base.fleet.invalidIdCard'));
            },
          },
        ]}
      />
      <ProFormSelect
        name="licenseType"
        label={t('base.fleet.col.licenseType')}
        colProps={{ span: 8 }}
        valueEnum={licenseTypes}
      />
      <ProFormText
        name="licenseNumber"
        label={t('base.fleet.col.licenseNumber')}
        colProps={{ span: 8 }}
        rules={[{ max: 30 }]}
      />
      {date('licenseFirstIssue', 'base.fleet.col.licenseFirstIssue')}
      {date('licenseValidFrom', 'base.fleet.col.licenseValidFrom')}
      {date('licenseValidTo', 'base.fleet.col.licenseValidTo')}
      <ProFormText
        name="healthCertNo"
        label={t('base.fleet.col.healthCertNo')}
        colProps={{ span: 8 }}
        rules={[{ max: 30 }]}
      />
      {date('healthValidFrom', 'base.fleet.col.healthValidFrom')}
      {date('healthValidTo', 'base.fleet.col.healthValidTo')}
      <ProFormText
        name="loginName"
        label={t('base.fleet.col.loginName')}
        colProps={{ span: 8 }}
        rules={[{ pattern: /^[A-Za-z0-9_.@-]{3,30}$/, message: t('common.invalidFormat') }]}
      />
      <ProFormText.Password
        name="password"
        label={t('base.fleet.col.password')}
        colProps={{ span: 8 }}
        placeholder={record?.hasPassword ? t('fleet.driver.keepPassword') : undefined}
        fieldProps={{ autoComplete: 'new-password' }}
        dependencies={['loginName']}
        rules={[
          { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('auth.passwordLength') },
          ({ getFieldValue }) => ({
            validator: async (_: unknown, value: string | undefined) => {
              if (getFieldValue('loginName') && !value && !record?.hasPassword) {
                throw new Error(t('base.fleet.passwordRequired'));
              }
            },
          }),
        ]}
      />
      <FleetEnableField />
      {images('licenseImages', 'fleet.driver.licenseImages', true)}
      {images('healthImages', 'fleet.driver.healthImages')}
      {images('qualificationImages', 'fleet.driver.qualificationImages')}
      <RemarkField label={t('base.fleet.col.remark')} />
    </CrudFormModal>
  );
}
