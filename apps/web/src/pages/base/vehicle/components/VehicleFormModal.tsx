import {
  ModalForm,
  ProForm,
  ProFormDatePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { CODE_PATTERN, checkVehicle, isInsuranceExpired, REMARK_MAX, VEHICLE_IMAGE_MAX } from '@tms/domain';
import { Alert, Col, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { domainRule, todayText } from '../../carrier/shared/form-rules';
import { ImagesField } from '../../carrier/shared/ImagesField';
import type { Vehicle, VehicleForm } from '../types';

type Props = {
  open: boolean;
  record: Vehicle | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: VehicleForm) => Promise<boolean>;
};

const DATE_FIELDS = [
  'registrationDate',
  'scrapDate',
  'inspectionStart',
  'inspectionEnd',
  'insuranceStart',
  'insuranceEnd',
];
const IMAGE_FIELDS = [
  ['drivingLicenseFront', 'fleet.vehicle.drivingLicenseFront', true],
  ['drivingLicenseBack', 'fleet.vehicle.drivingLicenseBack', true],
  ['insuranceFiles', 'fleet.vehicle.insuranceFiles', true],
  ['transportPermit', 'fleet.vehicle.transportPermit', false],
  ['inspectionCertificate', 'fleet.vehicle.inspectionCertificate', false],
] as const;
const EMPTY_IMAGES = Object.fromEntries(IMAGE_FIELDS.map(([name]) => [name, []]));

export function VehicleFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const rule = (field: string) => domainRule(t, field, (values) => checkVehicle(values));
  const date = (name: string, label: string, required = false) => (
    <ProFormDatePicker
      name={name}
      label={t(label)}
      colProps={{ span: 8 }}
      width="100%"
      dependencies={DATE_FIELDS}
      rules={[...(required ? [{ required: true, message: t('common.required') }] : []), rule(name)]}
    />
  );
  const text = (name: string, label: string, max: number) => (
    <ProFormText name={name} label={t(label)} colProps={{ span: 8 }} rules={[{ max }]} />
  );
  const decimal = (name: string, label: string, precision = 3) => (
    <ProFormDigit
      name={name}
      label={t(label)}
      colProps={{ span: 8 }}
      min={0}
      fieldProps={{ precision, stringMode: true }}
    />
  );
  const yesNo = { Y: t('fleet.yes'), N: t('fleet.no') };
  return (
    <ModalForm<VehicleForm>
      name="base-vehicle-form-modal"
      title={record ? t('fleet.vehicle.edit') : t('fleet.vehicle.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { enableFlag: 'Y', locked: 'N', ownFlag: 'N', ...EMPTY_IMAGES }}
      dateFormatter="string"
      width={960}
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
        name="plateNumber"
        label={t('base.fleet.col.plateNumber')}
        colProps={{ span: 8 }}
        placeholder={t('fleet.vehicle.platePlaceholder')}
        rules={[{ required: true, message: t('common.required') }, rule('plateNumber')]}
      />
      <ProFormDependency name={['carrierId']}>
        {({ carrierId }) => (
          <>
            <Col span={8}>
              <ProForm.Item name="vehicleModelId" label={t('base.fleet.col.vehicleModel')}>
                <RemoteSelect
                  url="/system/transmeansModel/searchSelect"
                  params={{ carrierId }}
                  disabled={!carrierId}
                />
              </ProForm.Item>
            </Col>
            <Col span={8}>
              <ProForm.Item name="driverId" label={t('base.fleet.col.driver')}>
                <RemoteSelect url="/system/driver/dropBox" params={{ carrierId }} disabled={!carrierId} />
              </ProForm.Item>
            </Col>
          </>
        )}
      </ProFormDependency>
      {text('brand', 'base.fleet.col.brand', 30)}
      {text('frameNumber', 'base.fleet.col.frameNumber', 30)}
      {text('licenseNumber', 'fleet.vehicle.licenseNumber', 30)}
      {text('deviceNumber', 'fleet.vehicle.deviceNumber', 30)}
      {text('logisticsPlatform', 'fleet.vehicle.logisticsPlatform', 60)}
      {text('emissionStandard', 'fleet.vehicle.emissionStandard', 20)}
      <ProFormDigit
        name="age"
        label={t('fleet.vehicle.age')}
        colProps={{ span: 8 }}
        min={0}
        max={100}
        fieldProps={{ precision: 0 }}
      />
      <Divider plain>{t('fleet.vehicle.dates')}</Divider>
      {date('insuranceStart', 'base.fleet.col.insuranceStart', true)}
      {date('insuranceEnd', 'base.fleet.col.insuranceEnd', true)}
      <ProFormDependency name={['insuranceEnd']}>
        {({ insuranceEnd }) =>
          insuranceEnd && isInsuranceExpired(String(insuranceEnd), todayText()) ? (
            <Col span={8}>
              <Alert
                type="warning"
                showIcon
                message={t('base.fleet.insuranceExpired')}
                style={{ marginTop: 30 }}
              />
            </Col>
          ) : null
        }
      </ProFormDependency>
      {date('inspectionStart', 'base.fleet.col.inspectionStart')}
      {date('inspectionEnd', 'base.fleet.col.inspectionEnd')}
      <Col span={8} />
      {date('registrationDate', 'base.fleet.col.registrationDate')}
      {date('scrapDate', 'base.fleet.col.scrapDate')}
      <Divider plain>{t('fleet.vehicle.capacity')}</Divider>
      {decimal('length', 'fleet.vehicle.length')}
      {decimal('width', 'fleet.vehicle.width')}
      {decimal('height', 'fleet.vehicle.height')}
      {decimal('ownWeightKg', 'fleet.vehicle.ownWeightKg')}
      {decimal('tonnage', 'base.fleet.col.tonnage')}
      {decimal('fuelConsumption', 'fleet.vehicle.fuelConsumption', 2)}
      {decimal('reeferFuelConsumption', 'fleet.vehicle.reeferFuelConsumption', 2)}
      <ProFormRadio.Group
        name="ownFlag"
        label={t('fleet.vehicle.ownFlag')}
        colProps={{ span: 8 }}
        valueEnum={yesNo}
      />
      <ProFormRadio.Group
        name="locked"
        label={t('fleet.vehicle.locked')}
        colProps={{ span: 8 }}
        valueEnum={yesNo}
      />
      <ProFormRadio.Group
        name="enableFlag"
        label={t('fleet.enableFlag')}
        colProps={{ span: 8 }}
        valueEnum={{ Y: t('fleet.enabled.Y'), N: t('fleet.enabled.N') }}
      />
      <Divider plain>{t('fleet.vehicle.documents')}</Divider>
      {IMAGE_FIELDS.map(([name, label, required]) => (
        <Col key={name} span={8}>
          <ProForm.Item
            name={name}
            label={t(label)}
            required={required}
            rules={[rule(name)]}
            extra={t('fleet.image.limit', { max: VEHICLE_IMAGE_MAX })}
          >
            <ImagesField max={VEHICLE_IMAGE_MAX} />
          </ProForm.Item>
        </Col>
      ))}
      <ProFormText name="description" label={t('fleet.vehicle.description')} rules={[{ max: 200 }]} />
      <ProFormTextArea
        name="remark"
        label={t('base.fleet.col.remark')}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
