import {
  allowedShipmentActions,
  isShipmentStatus,
  SHIPMENT_ACTION_PERMISSIONS,
  type ShipmentAction,
} from '@tms/domain';
import { Button, Dropdown, type MenuProps, Modal, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../../core/current-user';
import { etaCheck, mergeCheck, mergeShip, removeShipment, runAction, shipShipments } from '../lifecycle-api';
import type { Shipment } from '../types';
import { ActionFormModal, type FormAction } from './ActionFormModal';
import { ScheduleModal, type ScheduleMode } from './ScheduleModal';

/** Actions answered by a plain confirmation, with their call. */
const CONFIRMED: Partial<Record<ShipmentAction, (ids: string[]) => Promise<unknown>>> = {
  effect: (ids) => runAction('effect', ids),
  drawal: (ids) => runAction('drawal', ids),
  apply: (ids) => runAction('apply', ids),
  applyBefore: (ids) => runAction('applyBefore', ids),
  forceApply: (ids) => runAction('forceApply', ids),
  examine: (ids) => runAction('examine', ids),
  ship: (ids) => shipShipments(ids),
  cancel: (ids) => runAction('cancel', ids),
  discard: (ids) => runAction('discard', ids),
  cancelScheduling: (ids) => runAction('cancelScheduling', ids),
  remove: (ids) => removeShipment(ids[0] as string),
};

const FORMS: Partial<Record<ShipmentAction, FormAction>> = {
  finish: 'finish',
  reject: 'reject',
  applyReturn: 'applyReturn',
  changeCarrier: 'changeCarrier',
  changeLineType: 'changeLineType',
  changeModel: 'changeModel',
  additTime: 'additTime',
  trackNumRemark: 'trackNumRemark',
  descriptionRecord: 'descriptionRecord',
  retracement: 'retracement',
};

const MAIN: ShipmentAction[] = ['effect', 'scheduling', 'apply', 'examine', 'ship', 'finish'];
const MORE: ShipmentAction[] = [
  'drawal',
  'batchScheduling',
  'changeScheduling',
  'cancelScheduling',
  'applyBefore',
  'forceApply',
  'applyReturn',
  'reject',
  'cancel',
  'discard',
  'remove',
  'merge',
  'changeCarrier',
  'changeLineType',
  'changeModel',
  'retracement',
  'etaCheck',
  'additTime',
  'trackNumRemark',
  'descriptionRecord',
];

/** May every selected shipment take `action`? The same domain table the server enforces. */
export function canRun(rows: Shipment[], action: ShipmentAction): boolean {
  if (rows.length === 0) return false;
  if (
    (action === 'remove' || action === 'scheduling' || action === 'changeScheduling') &&
    rows.length !== 1
  ) {
    return false;
  }
  if (action === 'merge' && rows.length < 2) return false;
  return rows.every((r) => isShipmentStatus(r.status) && allowedShipmentActions(r.status).includes(action));
}

/** The lifecycle toolbar: the main road as buttons, the rest in a menu; each enabled where the status allows. */
export function ShipmentActions({ selected, onDone }: { selected: Shipment[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const [schedule, setSchedule] = useState<ScheduleMode | null>(null);
  const [form, setForm] = useState<FormAction | null>(null);
  const ids = selected.map((r) => r.uuid);
  const permitted = (a: ShipmentAction) => can(SHIPMENT_ACTION_PERMISSIONS[a]);

  const finished = () => {
    message.success(t('shipment.done'));
    onDone();
  };

  const confirm = (action: ShipmentAction, call: (ids: string[]) => Promise<unknown>) =>
    Modal.confirm({
      title: t(`shipment.action.${action}`),
      content: t(`shipment.confirm.${action === 'applyBefore' ? 'apply' : action}`),
      okButtonProps: {
        danger:
          action === 'discard' || action === 'cancel' || action === 'remove' || action === 'cancelScheduling',
      },
      // A refusal is shown by the request layer and closes the question: asking again would not change it.
      onOk: () => call(ids).then(finished, () => undefined),
    });

  const merge = async () => {
    const check = await mergeCheck(ids);
    Modal.confirm({
      title: t('shipment.action.merge'),
      content: t('shipment.confirm.merge', { code: check.data.targetCode }),
      onOk: async () => {
        await mergeShip(ids);
        finished();
      },
    });
  };

  const checkEta = async () => {
    const res = await etaCheck(ids);
    const late = res.data.filter((r) => r.late);
    if (late.length === 0) message.success(t('shipment.eta.ok'));
    else
      Modal.warning({
        title: t('shipment.action.etaCheck'),
        content: late.map((r) => (
          <div key={r.uuid}>
            {t('shipment.eta.late', { code: r.shipmentCode, waybills: r.waybillCodes.join(', ') })}
          </div>
        )),
      });
  };

  const start = (action: ShipmentAction) => {
    if (action === 'scheduling' || action === 'batchScheduling' || action === 'changeScheduling') {
      setSchedule(action);
      return;
    }
    const formAction = FORMS[action];
    if (formAction) {
      setForm(formAction);
      return;
    }
    if (action === 'merge') {
      void merge();
      return;
    }
    if (action === 'etaCheck') {
      void checkEta();
      return;
    }
    const call = CONFIRMED[action];
    if (call) confirm(action, call);
  };

  const more: MenuProps['items'] = [
    ...MORE.filter(permitted).map((a) => ({
      key: a,
      label: t(`shipment.action.${a}`),
      disabled: !canRun(selected, a),
      danger: a === 'discard' || a === 'remove',
    })),
    ...(permitted('changeLineType')
      ? ['V2', 'V3'].map((v) => ({
          key: `defaultLineType${v}`,
          label: `${t('shipment.action.defaultLineType')} ${v}`,
          disabled: !canRun(selected, 'changeLineType'),
        }))
      : []),
  ];

  return (
    <Space wrap size={8}>
      {MAIN.filter(permitted).map((a) => (
        <Button key={a} data-action={a} disabled={!canRun(selected, a)} onClick={() => start(a)}>
          {t(`shipment.action.${a}`)}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          menu={{
            items: more,
            onClick: ({ key }) => {
              if (key.startsWith('defaultLineType')) {
                Modal.confirm({
                  title: t('shipment.action.defaultLineType'),
                  content: t('shipment.confirm.defaultLineType'),
                  onOk: async () => {
                    await runAction(key, ids);
                    finished();
                  },
                });
              } else start(key as ShipmentAction);
            },
          }}
        >
          <Button data-action="more">{t('shipment.action.more')}</Button>
        </Dropdown>
      )}
      <ScheduleModal mode={schedule} rows={selected} onClose={() => setSchedule(null)} onDone={onDone} />
      <ActionFormModal action={form} rows={selected} onClose={() => setForm(null)} onDone={onDone} />
    </Space>
  );
}
