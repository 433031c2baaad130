import {
  ModalForm,
  ProFormDateTimePicker,
  ProFormDigit,
  ProFormRadio,
  ProFormText,
} from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { GridItem, RemarkField, requiredRule } from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import type { RecyclableMoveForm } from '../types';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: RecyclableMoveForm) => Promise<boolean>;
};

/** Records crates or pallets going out at a station with a carrier, or coming back. */
export function MoveFormModal({ open, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <ModalForm<RecyclableMoveForm>
      name="base-recyclable-move-form-modal"
      title={t('baseRecyclable.addMove')}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ direction: 'OUT', quantity: 1 }}
      width={640}
      grid
      colProps={{ span: 12 }}
      onFinish={onSubmit}
    >
      <GridItem
        span={24}
        name="recyclableId"
        label={t('baseRecyclable.recyclable')}
        rules={[requiredRule(t)]}
      >
        <RemoteSelect url="/system/recyclable/dropBox" />
      </GridItem>
      <GridItem span={12} name="stationId" label={t('baseMore.station')} rules={[requiredRule(t)]}>
        <RemoteSelect url="/system/station/dropBox" />
      </GridItem>
      <GridItem span={12} name="carrierId" label={t('baseMore.carrier')} rules={[requiredRule(t)]}>
        <RemoteSelect url="/system/carrier/dropBox" />
      </GridItem>
      <ProFormRadio.Group
        name="direction"
        label={t('baseRecyclable.direction')}
        valueEnum={dictValueEnum(useDict('recyclable_direction'))}
        radioType="button"
        rules={[requiredRule(t)]}
      />
      <ProFormDigit
        name="quantity"
        label={t('baseRecyclable.quantity')}
        min={1}
        fieldProps={{ precision: 0 }}
        tooltip={t('baseRecyclable.quantityRule')}
        rules={[requiredRule(t)]}
      />
      <ProFormDateTimePicker
        name="moveTime"
        label={t('baseRecyclable.moveTime')}
        fieldProps={{ style: { width: '100%' } }}
        // The picker's wall clock is the user's; the server takes an instant.
        transform={(value: Dayjs | string) => ({ moveTime: value ? dayjs(value).toISOString() : undefined })}
      />
      <ProFormText name="shipmentCode" label={t('baseRecyclable.shipmentCode')} rules={[{ max: 40 }]} />
      <RemarkField label={t('baseItem.remark')} colProps={{ span: 24 }} />
    </ModalForm>
  );
}
