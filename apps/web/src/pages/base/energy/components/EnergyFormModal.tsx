import { ProFormDatePicker, ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudFormModal,
  type FormModalProps,
  GridItem,
  RemarkField,
  requiredRule,
} from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import type { EnergyRecord, EnergyRecordForm } from '../types';

/** Decimals are typed as text and sent as text, so the server keeps them exact. */
const decimalRule = (scale: number, positive: boolean, message: string) => ({
  validator: (_rule: unknown, value: unknown) => {
    if (value === undefined || value === null || value === '') return Promise.resolve();
    const text = String(value).trim();
    const ok = new RegExp(`^\\d{1,11}(\\.\\d{1,${scale}})?$`).test(text) && (!positive || /[1-9]/.test(text));
    return ok ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

export function EnergyFormModal(props: FormModalProps<EnergyRecord, EnergyRecordForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="base-energy-form-modal"
      titles={{ add: t('baseEnergy.add'), edit: t('baseEnergy.edit') }}
      defaults={{ energyType: 'diesel', unit: 'L' }}
      width={720}
      grid
      colProps={{ span: 12 }}
    >
      <GridItem span={12} name="vehicleId" label={t('baseEnergy.vehicle')} rules={[requiredRule(t)]}>
        <RemoteSelect url="/system/transmeans/dropBox" />
      </GridItem>
      <ProFormDatePicker
        name="recordDate"
        label={t('baseEnergy.recordDate')}
        width="100%"
        rules={[requiredRule(t)]}
      />
      <ProFormSelect
        name="energyType"
        label={t('baseEnergy.energyType')}
        valueEnum={dictValueEnum(useDict('energy_type'))}
        rules={[requiredRule(t)]}
      />
      <ProFormText
        name="quantity"
        label={t('baseEnergy.quantity')}
        rules={[requiredRule(t), decimalRule(3, true, t('base.energy.quantityInvalid'))]}
      />
      <ProFormText name="unit" label={t('baseMore.unit')} rules={[{ max: 20 }]} />
      <ProFormText
        name="amount"
        label={t('baseEnergy.amount')}
        rules={[decimalRule(2, false, t('base.energy.amountInvalid'))]}
      />
      <ProFormDigit
        name="odometerKm"
        label={t('baseEnergy.odometerKm')}
        min={0}
        fieldProps={{ precision: 0 }}
      />
      <ProFormText name="station" label={t('baseEnergy.station')} rules={[{ max: 60 }]} />
      <RemarkField label={t('baseItem.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
