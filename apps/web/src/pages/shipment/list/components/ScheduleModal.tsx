import { ModalForm } from '@ant-design/pro-components';
import { Form, Input, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { GridItem } from '../../../base/shared/FormFields';
import { type ScheduleValues, scheduleShipments, vehicleNoCheck } from '../lifecycle-api';
import type { Shipment } from '../types';

export type ScheduleMode = 'scheduling' | 'batchScheduling' | 'changeScheduling';

type Props = {
  mode: ScheduleMode | null;
  rows: Shipment[];
  onClose: () => void;
  onDone: () => void;
};

/**
 * Scheduling, batch scheduling and change scheduling: carrier (and real carrier), a vehicle of that
 * carrier (checked free on pick through vehicleNoCheck), the main and co-driver. Base-data pickers.
 */
export function ScheduleModal({ mode, rows, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ScheduleValues>();
  const carrierId = Form.useWatch('carrierId', form);
  const ids = rows.map((r) => r.uuid);
  const first = rows[0];
  return (
    <ModalForm<ScheduleValues>
      name="shipmentSchedule"
      form={form}
      title={mode ? `${t(`shipment.action.${mode}`)} (${rows.map((r) => r.shipmentCode).join(', ')})` : ''}
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width={640}
      grid
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        mode === 'changeScheduling' && first
          ? {
              carrierId: first.carrierId ?? undefined,
              realCarrierId: first.realCarrierId ?? undefined,
              vehicleId: first.vehicleId ?? undefined,
              trailerNo: first.trailerNo ?? undefined,
            }
          : {}
      }
      onFinish={async (values) => {
        if (!mode) return false;
        await scheduleShipments(mode, ids, values);
        message.success(t('shipment.done'));
        onDone();
        return true;
      }}
    >
      <GridItem span={12} name="carrierId" label={t('shipment.form.carrier')} rules={[{ required: true }]}>
        <RemoteSelect
          url="/system/carrier/dropBox"
          onChange={() =>
            form.setFieldsValue({ vehicleId: undefined, mainDriverId: undefined, coDriverId: undefined })
          }
        />
      </GridItem>
      <GridItem span={12} name="realCarrierId" label={t('shipment.form.realCarrier')}>
        <RemoteSelect url="/system/carrier/dropBox" />
      </GridItem>
      <GridItem span={12} name="vehicleId" label={t('shipment.form.vehicle')} rules={[{ required: true }]}>
        <RemoteSelect
          url="/system/transmeans/dropBox"
          params={{ carrierId }}
          disabled={!carrierId}
          onChange={async (value: string | undefined) => {
            if (!value) return;
            const res = await vehicleNoCheck(value, ids).catch(() => null);
            if (res?.data.free) message.info(t('shipment.vehicle.free', { plate: res.data.plateNumber }));
            else form.setFieldsValue({ vehicleId: undefined });
          }}
        />
      </GridItem>
      <GridItem span={12} name="trailerNo" label={t('shipment.form.trailer')}>
        <Input maxLength={40} />
      </GridItem>
      <GridItem
        span={12}
        name="mainDriverId"
        label={t('shipment.form.mainDriver')}
        rules={[{ required: true }]}
      >
        <RemoteSelect url="/system/driver/dropBox" params={{ carrierId }} disabled={!carrierId} />
      </GridItem>
      <GridItem span={12} name="coDriverId" label={t('shipment.form.coDriver')}>
        <RemoteSelect url="/system/driver/dropBox" params={{ carrierId }} disabled={!carrierId} />
      </GridItem>
    </ModalForm>
  );
}
