import {
  ModalForm,
  ProForm,
  ProFormDatePicker,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import {
  CODE_PATTERN,
  checkDriver,
  DRIVER_IMAGE_MAX,
  isIdCard,
  MOBILE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REMARK_MAX,
} from '@tms/domain';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictValueEnum, useDict } from '../../../../app/dicts';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { domainRule, todayText } from '../../carrier/shared/form-rules';
import { ImagesField } from '../../carrier/shared/ImagesField';
import type { Driver, DriverForm } from '../types';

type Props = {
  open: boolean;
  record: Driver | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: DriverForm) => Promise<boolean>;
};

const DATE_FIELDS = [
  'licenseValidFrom',
  'licenseValidTo',
  'licenseFirstIssue',
  'healthValidFrom',
  'healthValidTo',
];

export function DriverFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const licenseTypes = dictValueEnum(useDict('driver_license_type'));
  const rule = (field: string) => domainRule(t, field, (values) => checkDriver(values, todayText()));
  const date = (name: string, label: string) => (
    <ProFormDatePicker
      name={name}
      label={t(label)}
      colProps={{ span: 8 }}
      width="100%"
      dependencies={DATE_FIELDS}
      rules={[rule(name)]}
    />
  );
  const images = (
    name: 'licenseImages' | 'healthImages' | 'qualificationImages',
    label: string,
    required = false,
  ) => (
    <Col span={8}>
      <ProForm.Item
        name={name}
        label={t(label)}
        required={required}
        rules={[rule(name)]}
        extra={t('fleet.image.limit', { max: DRIVER_IMAGE_MAX })}
      >
        <ImagesField max={DRIVER_IMAGE_MAX} />
      </ProForm.Item>
    </Col>
  );
  return (
    <ModalForm<DriverForm>
      name="base-driver-form-modal"
      title={record ? t('fleet.driver.edit') : t('fleet.driver.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        record ?? { enableFlag: 'Y', licenseImages: [], healthImages: [], qualificationImages: [] }
      }
      dateFormatter="string"
      width={900}
      grid
      onFinish={(values) => onSubmit({ ...values, uuid: record?.uuid })}
    >
      <Col span={8}>
        <ProForm.Item
          name="carrierId"
          label={t('base.fleet.col.carrier')}
          rules={[{ required: true, message: t('base.fleet.carrierRequired') }]}
        >
          <RemoteSelect url="/system/carrier/searchSelect" />
        </ProForm.Item>
      </Col>
      <ProFormText
        name="code"
        label={t('base.fleet.col.code')}
        colProps={{ span: 8 }}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: CODE_PATTERN, message: t('common.invalidCode') },
          { max: 30 },
        ]}
      />
      <ProFormText
        name="name"
        label={t('base.fleet.col.driverName')}
        colProps={{ span: 8 }}
        rules={[{ required: true, message: t('common.required') }, { max: 30 }]}
      />
      <ProFormText
        name="mobile"
        label={t('base.fleet.col.mobile')}
        colProps={{ span: 8 }}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: MOBILE_PATTERN, message: t('common.invalidMobile') },
        ]}
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
      <ProFormRadio.Group
        name="enableFlag"
        label={t('fleet.enableFlag')}
        colProps={{ span: 8 }}
        valueEnum={{ Y: t('fleet.enabled.Y'), N: t('fleet.enabled.N') }}
      />
      {images('licenseImages', 'fleet.driver.licenseImages', true)}
      {images('healthImages', 'fleet.driver.healthImages')}
      {images('qualificationImages', 'fleet.driver.qualificationImages')}
      <ProFormTextArea
        name="remark"
        label={t('base.fleet.col.remark')}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
