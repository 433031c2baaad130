import { ModalForm } from '@ant-design/pro-components';
import { Col, Form, Input, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridItem } from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import {
  type ScheduleValues,
  scheduleShipments,
  type VehicleVerdict,
  vehicleNoCheck,
} from '../lifecycle-api';
import type { Shipment } from '../types';
import { VehicleAlert, type VehicleOption, VehicleSelect } from './FleetPickers';

export type ScheduleMode = 'scheduling' | 'batchScheduling' | 'changeScheduling';

type Props = {
  mode: ScheduleMode | null;
  rows: Shipment[];
  onClose: () => void;
  onDone: () => void;
};

/**
 * Scheduling, batch scheduling and change scheduling: carrier (and real carrier), a vehicle of theirs
 * from the picker of vehicles that can go for these shipments (the others greyed with why not; the
 * chosen one's answer shown again before confirming), the main and co-driver from the chosen vehicle's
 * carrier. Confirming is blocked while the answer says the vehicle cannot go.
 */
export function ScheduleModal({ mode, rows, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ScheduleValues>();
  const carrierId = Form.useWatch('carrierId', form);
  const realCarrierId = Form.useWatch('realCarrierId', form);
  const [vehicle, setVehicle] = useState<VehicleOption | null>(null);
  const [verdict, setVerdict] = useState<VehicleVerdict | null>(null);
  const ids = rows.map((r) => r.uuid);
  const first = rows[0];
  const driverCarrier = vehicle?.carrierId ?? carrierId;
  const clearVehicle = () => {
    setVehicle(null);
    setVerdict(null);
  };
  return (
    <ModalForm<ScheduleValues>
      name="shipmentSchedule"
      form={form}
      title={mode ? `${t(`shipment.action.${mode}`)} (${rows.map((r) => r.shipmentCode).join(', ')})` : ''}
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open) {
          clearVehicle();
          onClose();
        }
      }}
      width={720}
      submitter={{ submitButtonProps: { disabled: verdict?.canGo === false } }}
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
          onChange={() => {
            form.setFieldsValue({ vehicleId: undefined, mainDriverId: undefined, coDriverId: undefined });
            clearVehicle();
          }}
        />
      </GridItem>
      <GridItem span={12} name="realCarrierId" label={t('shipment.form.realCarrier')}>
        <RemoteSelect
          url="/system/carrier/dropBox"
          onChange={() => {
            form.setFieldsValue({ vehicleId: undefined });
            clearVehicle();
          }}
        />
      </GridItem>
      <GridItem span={12} name="vehicleId" label={t('shipment.form.vehicle')} rules={[{ required: true }]}>
        <VehicleSelect
          params={{ ids: ids.join(','), carrierId, realCarrierId }}
          disabled={!carrierId}
          onChange={async (value: string | undefined, option) => {
            clearVehicle();
            if (!value) return;
            const picked = (option as { row?: VehicleOption } | undefined)?.row ?? null;
            const res = await vehicleNoCheck(value, ids).catch(() => null);
            if (!res) {
              form.setFieldsValue({ vehicleId: undefined });
              return;
            }
            setVehicle(picked);
            setVerdict(res.data);
            if (picked && picked.carrierId !== driverCarrier) {
              form.setFieldsValue({ mainDriverId: undefined, coDriverId: undefined });
            }
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
        <RemoteSelect
          url="/system/driver/dropBox"
          params={{ carrierId: driverCarrier }}
          disabled={!driverCarrier}
        />
      </GridItem>
      <GridItem span={12} name="coDriverId" label={t('shipment.form.coDriver')}>
        <RemoteSelect
          url="/system/driver/dropBox"
          params={{ carrierId: driverCarrier }}
          disabled={!driverCarrier}
        />
      </GridItem>
      <Col span={24}>
        <VehicleAlert verdict={verdict} />
      </Col>
    </ModalForm>
  );
}
