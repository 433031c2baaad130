import {
  ModalForm,
  ProForm,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { CODE_PATTERN, checkVehicleModel, REMARK_MAX } from '@tms/domain';
import { Col, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictValueEnum, useDict } from '../../../../app/dicts';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { domainRule } from '../../carrier/shared/form-rules';
import type { VehicleModel, VehicleModelForm } from '../types';

type Props = {
  open: boolean;
  record: VehicleModel | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: VehicleModelForm) => Promise<boolean>;
};

const DIMENSIONS = ['innerLength', 'innerWidth', 'innerHeight', 'outerLength', 'outerWidth', 'outerHeight'];

export function VehicleModelFormModal({ open, record, onOpenChange, onSubmit }: Props) {
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
    <ModalForm<VehicleModelForm>
      name="base-vehicle-model-form-modal"
      title={record ? t('fleet.model.edit') : t('fleet.model.add')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={record ?? { enableFlag: 'Y', temperatureLayers: [] }}
      width={820}
      grid
      onFinish={(values) => onSubmit({ ...values, uuid: record?.uuid })}
    >
      <Col span={8}>
        <ProForm.Item name="carrierId" label={t('base.fleet.col.carrier')}>
          <RemoteSelect url="/system/carrier/searchSelect" placeholder={t('fleet.model.sharedModel')} />
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
        label={t('base.fleet.col.name')}
        colProps={{ span: 8 }}
        rules={[{ required: true, message: t('common.required') }, { max: 60 }]}
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
      <Divider plain>{t('fleet.model.dimensions')}</Divider>
      {decimal('innerLength', 'fleet.model.innerLength', 3)}
      {decimal('innerWidth', 'fleet.model.innerWidth', 3)}
      {decimal('innerHeight', 'fleet.model.innerHeight', 3)}
      {decimal('outerLength', 'fleet.model.outerLength', 3)}
      {decimal('outerWidth', 'fleet.model.outerWidth', 3)}
      {decimal('outerHeight', 'fleet.model.outerHeight', 3)}
      <ProFormRadio.Group
        name="enableFlag"
        label={t('fleet.enableFlag')}
        colProps={{ span: 8 }}
        valueEnum={{ Y: t('fleet.enabled.Y'), N: t('fleet.enabled.N') }}
      />
      <ProFormTextArea
        name="remark"
        label={t('base.fleet.col.remark')}
        fieldProps={{ maxLength: REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}
