import { ProFormDependency, ProFormDigit, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { checkVehicle, isInsuranceExpired, VEHICLE_IMAGE_MAX } from '@tms/domain';
import { Alert, Col, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CrudFormModal,
  codeRules,
  type FormModalProps,
  GridItem,
  RemarkField,
  requiredRule,
} from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { CarrierField, FleetDateField, FleetEnableField, ImagesItem } from '../../carrier/shared/FleetFields';
import { domainRule, todayText } from '../../carrier/shared/form-rules';
import type { Vehicle, VehicleForm } from '../types';

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

export function VehicleFormModal(props: FormModalProps<Vehicle, VehicleForm>) {
  const { t } = useTranslation();
  const rule = (field: string) => domainRule(t, field, (values) => checkVehicle(values));
  const date = (name: string, label: string, required = false) => (
    <FleetDateField
      name={name}
      label={t(label)}
      dates={DATE_FIELDS}
      rules={[...(required ? [requiredRule(t)] : []), rule(name)]}
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
    <CrudFormModal
      {...props}
      name="base-vehicle-form-modal"
      titles={{ add: t('fleet.vehicle.add'), edit: t('fleet.vehicle.edit') }}
      defaults={{ enableFlag: 'Y', locked: 'N', ownFlag: 'N', ...EMPTY_IMAGES }}
      dateFormatter="string"
      width={960}
      grid
    >
      <CarrierField required />
      <ProFormText name="code" label={t('base.fleet.col.code')} colProps={{ span: 8 }} rules={codeRules(t)} />
      <ProFormText
        name="plateNumber"
        label={t('base.fleet.col.plateNumber')}
        colProps={{ span: 8 }}
        placeholder={t('fleet.vehicle.platePlaceholder')}
        rules={[requiredRule(t), rule('plateNumber')]}
      />
      <ProFormDependency name={['carrierId']}>
        {({ carrierId }) => (
          <>
            <GridItem span={8} name="vehicleModelId" label={t('base.fleet.col.vehicleModel')}>
              <RemoteSelect
                url="/system/transmeansModel/searchSelect"
                params={{ carrierId }}
                disabled={!carrierId}
              />
            </GridItem>
            <GridItem span={8} name="driverId" label={t('base.fleet.col.driver')}>
              <RemoteSelect url="/system/driver/dropBox" params={{ carrierId }} disabled={!carrierId} />
            </GridItem>
          </>
        )}
      </ProFormDependency>
      {text('brand', 'base.fleet.col.brand', 30)}
      {text('frameNumber', 'base.fleet.col.frameNumber', 30)}
      {text('licenseNumber', 'fleet.vehicle.licenseNumber', 30)}
      {text('deviceNumber', 'fleet.vehicle.deviceNumber', 30)}
      {/* The vehicle stores the platform's name (free text before the platforms screen); a name stored
          earlier that is no platform's still shows, and saving it unchanged is accepted. */}
      <GridItem span={8} name="logisticsPlatform" label={t('fleet.vehicle.logisticsPlatform')}>
        <RemoteSelect url="/system/logisticsPlatform/dropBox" valueField="name" />
      </GridItem>
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
      <FleetEnableField />
      <Divider plain>{t('fleet.vehicle.documents')}</Divider>
      {IMAGE_FIELDS.map(([name, label, required]) => (
        <ImagesItem
          key={name}
          name={name}
          label={t(label)}
          max={VEHICLE_IMAGE_MAX}
          required={required}
          rule={rule(name)}
        />
      ))}
      <ProFormText name="description" label={t('fleet.vehicle.description')} rules={[{ max: 200 }]} />
      <RemarkField label={t('base.fleet.col.remark')} />
    </CrudFormModal>
  );
}
