import {
  ModalForm,
  ProForm,
  ProFormDateTimePicker,
  ProFormDependency,
  ProFormSelect,
  ProFormText,
} from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { GridItem, RemarkField, requiredRule } from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import type { WaybillDetail, WaybillForm, WaybillLine } from '../types';
import { LinesEditor, newLine } from './LinesEditor';

type Props = {
  open: boolean;
  record: WaybillDetail | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: WaybillForm) => Promise<boolean>;
};

type Values = Omit<WaybillForm, 'waybillLineList'> & { waybillLineList: WaybillLine[] };

const half = { colProps: { span: 8 } };
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

function initialOf(record: WaybillDetail | null): Partial<Values> {
  if (!record) return { transType: '3', waybillLineList: [newLine(), newLine()] };
  return {
    ...record,
    refNo: record.refNo ?? undefined,
    orderCode: record.orderCode ?? undefined,
    clientId: record.clientId ?? undefined,
    orderType: record.orderType ?? undefined,
    etd: record.etd ?? undefined,
    eta: record.eta ?? undefined,
    requiredDeliveryTime: record.requiredDeliveryTime ?? undefined,
    remark: record.remark ?? undefined,
    waybillLineList: record.waybillLineList.map((l) => ({ ...l, key: l.uuid })),
  };
}

/** Only what the server reads of a line (the per-unit figures are the editor's own). */
const toForm = (lines: WaybillLine[]): WaybillForm['waybillLineList'] =>
  lines.map(({ key: _k, unitWeight: _w, unitVolume: _v, boxFactor: _b, palletFactor: _p, ...line }) => line);

/** Create or change an open waybill: header fields and the goods lines with exact totals. */
export function WaybillFormModal({ open, record, onOpenChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const required = requiredRule(t);
  const transTypes = dictValueEnum(useDict('route_transport_way'));
  const orderTypes = dictValueEnum(useDict('order_type'));
  return (
    <ModalForm<Values>
      name="waybillForm"
      title={record ? t('orderWaybill.edit', { code: record.code }) : t('orderWaybill.add')}
      open={open}
      onOpenChange={onOpenChange}
      grid
      width={1200}
      modalProps={{ destroyOnHidden: true }}
      initialValues={initialOf(record)}
      onFinish={(values) =>
        onSubmit({
          ...values,
          uuid: record?.uuid,
          waybillLineList: toForm(values.waybillLineList ?? []),
        })
      }
    >
      <ProForm.Group>
        <GridItem span={8} name="clientId" label={t('orderWaybill.client')} rules={[required]}>
          <RemoteSelect url="/system/client/dropBox" />
        </GridItem>
        <GridItem span={8} name="shipFromId" label={t('orderWaybill.shipFrom')} rules={[required]}>
          <RemoteSelect url="/system/station/dropBoxDc" />
        </GridItem>
        <GridItem span={8} name="shipToId" label={t('orderWaybill.shipTo')} rules={[required]}>
          <RemoteSelect url="/system/station/dropBoxDc" />
        </GridItem>
        <ProFormText name="refNo" label={t('orderWaybill.refNo')} {...half} rules={[{ max: 60 }]} />
        <ProFormText name="orderCode" label={t('orderWaybill.orderCode')} {...half} rules={[{ max: 60 }]} />
        <ProFormSelect
          name="transType"
          label={t('orderWaybill.transType')}
          valueEnum={transTypes}
          {...half}
        />
        <ProFormDateTimePicker
          name="etd"
          label={t('orderWaybill.etd')}
          fieldProps={{ format: TIME_FORMAT, style: { width: '100%' } }}
          {...half}
        />
        <ProFormDateTimePicker
          name="eta"
          label={t('orderWaybill.eta')}
          fieldProps={{ format: TIME_FORMAT, style: { width: '100%' } }}
          {...half}
        />
        <ProFormDateTimePicker
          name="requiredDeliveryTime"
          label={t('orderWaybill.requiredDeliveryTime')}
          fieldProps={{ format: TIME_FORMAT, style: { width: '100%' } }}
          {...half}
        />
        <ProFormSelect
          name="orderType"
          label={t('orderWaybill.orderType')}
          valueEnum={orderTypes}
          {...half}
        />
        <RemarkField label={t('orderWaybill.remark')} colProps={{ span: 16 }} />
        <ProFormDependency name={['clientId']}>
          {({ clientId }) => (
            <GridItem
              span={24}
              name="waybillLineList"
              label={t('orderWaybill.lines')}
              rules={[
                {
                  validator: (_, lines: WaybillLine[] = []) =>
                    lines.length > 0 && lines.every((l) => l.temperature && l.quantity)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('orderWaybill.linesIncomplete'))),
                },
              ]}
            >
              <LinesEditor clientId={clientId} />
            </GridItem>
          )}
        </ProFormDependency>
      </ProForm.Group>
    </ModalForm>
  );
}
