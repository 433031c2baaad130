import { ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { checkVehicleModel } from '@tms/domain';
import { Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CrudFormModal,
  codeRules,
  type FormModalProps,
  RemarkField,
  requiredRule,
} from '../../../../components/crud';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import { CarrierField, FleetEnableField } from '../../carrier/shared/FleetFields';
import { domainRule } from '../../carrier/shared/form-rules';
import type { VehicleModel, VehicleModelForm } from '../types';
import { CompartmentsField, compartmentsToSubmit } from './CompartmentsField';

const DIMENSIONS = ['innerLength', 'innerWidth', 'innerHeight', 'outerLength', 'outerWidth', 'outerHeight'];

export function VehicleModelFormModal(props: FormModalProps<VehicleModel, VehicleModelForm>) {
  const { t } = useTranslation();
  const layerEntries = useDict('item_temperature');
  const layers = dictValueEnum(layerEntries);
  const classes = dictValueEnum(useDict('vehicle_classification'));
  const rule = (field: string) =>
    domainRule(t, field, (values) =>
      checkVehicleModel(
        values,
        layerEntries.map((e) => e.dictValue),
      ),
    );
  const decimal = (name: string, label: string, precision: number, span = 8) => (
    <ProFormDigit
      name={name}
      label={t(label)}
      colProps={{ span }}
      min={0}
      fieldProps={{ precision, stringMode: true }}
      dependencies={name.startsWith('inner') || name.startsWith('outer') ? DIMENSIONS : []}
      rules={[rule(name)]}
    />
  );
  return (
    <CrudFormModal
      {...props}
      name="base-vehicle-model-form-modal"
      titles={{ add: t('fleet.model.add'), edit: t('fleet.model.edit') }}
      defaults={{ enableFlag: 'Y', temperatureLayers: [], compartments: [] }}
      normalize={(values) => ({
        ...values,
        compartments: compartmentsToSubmit(values.temperatureLayers, values.compartments),
      })}
      width={820}
      grid
    >
      <CarrierField placeholder={t('fleet.model.sharedModel')} />
      <ProFormText name="code" label={t('base.fleet.col.code')} colProps={{ span: 8 }} rules={codeRules(t)} />
      <ProFormText
        name="name"
        label={t('base.fleet.col.name')}
        colProps={{ span: 8 }}
        rules={[requiredRule(t), { max: 60 }]}
      />
      <ProFormSelect
        name="temperatureLayers"
        label={t('base.fleet.col.layers')}
        colProps={{ span: 16 }}
        mode="multiple"
        valueEnum={layers}
        required
        rules={[rule('temperatureLayers')]}
      />
      <ProFormSelect
        name="classification"
        label={t('base.fleet.col.classification')}
        colProps={{ span: 8 }}
        valueEnum={classes}
      />
      {decimal('ratedLoadKg', 'base.fleet.col.ratedLoadKg', 3)}
      {decimal('ratedVolumeM3', 'base.fleet.col.ratedVolumeM3', 6)}
      {decimal('ownWeightKg', 'fleet.vehicle.ownWeightKg', 3)}
      <CompartmentsField
        knownLayers={layerEntries.map((e) => e.dictValue)}
        labelOf={(code) => layerEntries.find((e) => e.dictValue === code)?.dictLabel ?? code}
      />
      <Divider plain>{t('fleet.model.dimensions')}</Divider>
      {decimal('innerLength', 'fleet.model.innerLength', 3)}
      {decimal('innerWidth', 'fleet.model.innerWidth', 3)}
      {decimal('innerHeight', 'fleet.model.innerHeight', 3)}
      {decimal('outerLength', 'fleet.model.outerLength', 3)}
      {decimal('outerWidth', 'fleet.model.outerWidth', 3)}
      {decimal('outerHeight', 'fleet.model.outerHeight', 3)}
      <FleetEnableField />
      <RemarkField label={t('base.fleet.col.remark')} />
    </CrudFormModal>
  );
}
