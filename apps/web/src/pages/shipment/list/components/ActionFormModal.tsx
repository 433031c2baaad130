import { ModalForm } from '@ant-design/pro-components';
import { DatePicker, Input, InputNumber, message, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GridItem } from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import { formatDateTime, getDateTimeContext } from '../../../../core/datetime';
import { useDict } from '../../../../core/dicts';
import { finishShipments, runAction } from '../lifecycle-api';
import type { Shipment } from '../types';
import { ChangeModelField } from './FleetPickers';

/** The lifecycle actions that ask for a value first. */
export type FormAction =
  | 'finish'
  | 'changeCarrier'
  | 'changeLineType'
  | 'changeModel'
  | 'reject'
  | 'applyReturn'
  | 'additTime'
  | 'trackNumRemark'
  | 'descriptionRecord'
  | 'retracement';

type Values = Record<string, unknown>;

const PATH: Record<FormAction, string> = {
  finish: 'finish',
  changeCarrier: 'changeCarrier',
  changeLineType: 'changeLineType',
  changeModel: 'shipChangeModel',
  reject: 'reject',
  applyReturn: 'applyReturn',
  additTime: 'additTime',
  trackNumRemark: 'shipEditTrackNumRemark',
  descriptionRecord: 'descriptionRecord',
  retracement: 'updateShipmentRetracement',
};

function Fields({ action, ids }: { action: FormAction; ids: string[] }): ReactNode {
  const { t } = useTranslation();
  const lineTypes = useDict('shipment_line_type');
  const required = [{ required: true }];
  switch (action) {
    case 'finish':
      return (
        <GridItem name="factTime" label={t('shipment.form.factTime')} rules={required}>
          {/* An actual time has happened: later days are not offered (the server refuses the future). */}
          <DatePicker
            showTime
            format="YYYY-MM-DD HH:mm:ss"
            style={{ width: '100%' }}
            disabledDate={(day) => day.isAfter(nowWallClock(), 'day')}
          />
        </GridItem>
      );
    case 'changeCarrier':
      return (
        <>
          <GridItem name="carrierId" label={t('shipment.form.carrier')} rules={required}>
            <RemoteSelect url="/system/carrier/dropBox" />
          </GridItem>
          <GridItem name="realCarrierId" label={t('shipment.form.realCarrier')}>
            <RemoteSelect url="/system/carrier/dropBox" />
          </GridItem>
        </>
      );
    case 'changeLineType':
      return (
        <GridItem name="lineType" label={t('shipment.form.lineType')} rules={required}>
          <Select options={lineTypes.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
        </GridItem>
      );
    case 'changeModel':
      return <ChangeModelField ids={ids} />;
    case 'reject':
      return (
        <GridItem name="rejectReasons" label={t('shipment.form.rejectReasons')} rules={required}>
          <Input.TextArea maxLength={500} showCount />
        </GridItem>
      );
    case 'applyReturn':
      return (
        <GridItem name="returnReasons" label={t('shipment.form.returnReasons')}>
          <Input.TextArea maxLength={500} showCount />
        </GridItem>
      );
    case 'additTime':
      return (
        <GridItem name="minutes" label={t('shipment.form.minutes')} rules={required}>
          <InputNumber min={1} max={10080} precision={0} style={{ width: '100%' }} />
        </GridItem>
      );
    case 'trackNumRemark':
      return (
        <GridItem name="trackNumRemark" label={t('shipment.form.trackNumRemark')} rules={required}>
          <Input.TextArea maxLength={500} showCount />
        </GridItem>
      );
    case 'descriptionRecord':
      return (
        <GridItem name="descriptionRecord" label={t('shipment.form.description')} rules={required}>
          <Input.TextArea maxLength={2000} showCount />
        </GridItem>
      );
    case 'retracement':
      return (
        <>
          <GridItem name="isRetracement" label={t('shipment.form.isRetracement')} initialValue="N">
            <YesNoSwitch />
          </GridItem>
          <GridItem name="returnKm" label={t('shipment.form.returnKm')}>
            <InputNumber min={0} precision={3} stringMode style={{ width: '100%' }} />
          </GridItem>
        </>
      );
    default: {
      const never: never = action;
      return never;
    }
  }
}

/** Now as the user's wall clock (shipment times are station-local readings, like the ATD the server records). */
function nowWallClock(): Dayjs {
  const { timeZone } = getDateTimeContext();
  return dayjs(formatDateTime(new Date(), { timeZone, dateStyle: 'YYYY-MM-DD HH:mm:ss' }));
}

/** One modal for every action that needs a value: finish (actual time), change carrier/line type/model, ... */
export function ActionFormModal({
  action,
  rows,
  onClose,
  onDone,
}: {
  action: FormAction | null;
  rows: Shipment[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const ids = rows.map((r) => r.uuid);
  const first = rows[0];
  const initial: Values =
    action === 'trackNumRemark'
      ? { trackNumRemark: first?.trackNumRemark ?? '' }
      : action === 'descriptionRecord'
        ? { descriptionRecord: first?.descriptionRecord ?? '' }
        : action === 'finish'
          ? { factTime: nowWallClock() }
          : {};
  return (
    <ModalForm<Values>
      name="shipmentActionForm"
      title={
        action ? `${t(`shipment.action.${action}`)} (${rows.map((r) => r.shipmentCode).join(', ')})` : ''
      }
      open={action !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width={520}
      grid
      modalProps={{ destroyOnHidden: true }}
      initialValues={initial}
      onFinish={async (values) => {
        if (!action) return false;
        if (action === 'finish') {
          await finishShipments(ids, dayjs(values.factTime as Dayjs | string).format('YYYY-MM-DD HH:mm:ss'));
        } else {
          const body = { ...values };
          if (body.returnKm !== undefined && body.returnKm !== null) body.returnKm = String(body.returnKm);
          await runAction(PATH[action], ids, body);
        }
        message.success(t('shipment.done'));
        onDone();
        return true;
      }}
    >
      {action ? <Fields action={action} ids={ids} /> : null}
    </ModalForm>
  );
}
