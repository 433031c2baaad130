import { useQuery } from '@tanstack/react-query';
import { formatMeasure, maskPhone } from '@tms/domain';
import { Descriptions, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../core/datetime';
import { dictLabel, useDict } from '../../../../core/dicts';
import { get } from '../../../../core/request';
import { shipmentLog } from '../lifecycle-api';
import { shipmentActionKeys } from '../log-actions';
import type { Shipment, ShipmentLogRow, ShipmentStop } from '../types';

type Key = keyof Shipment;
/** The section-3 fields, grouped as the base-info tab shows them. */
/** A stop's handover temperature (numeric text) rounded for people; '-' when none was read. */
const handoverText = (v: string | null | undefined) =>
  v === null || v === undefined || v === '' ? '-' : formatMeasure('temperature', Number(v));

const GROUPS: [group: string, fields: Key[]][] = [
  [
    'shipment.tab.base',
    [
      'refCode',
      'carrierName',
      'realCarrierName',
      'transMode',
      'lineType',
      'fixedRouteName',
      'wireNo',
      'marketArea',
    ],
  ],
  [
    'shipment.group.vehicle',
    [
      'frontPlate',
      'frontModelName',
      'rearPlate',
      'rearModel',
      'vehicleMainModelName',
      'actualModelName',
      'mainDriverName',
      'mainDriverMobile',
      'coDriverName',
      'coDriverMobile',
      'containerNo',
      'sealNo',
      'trailerNo',
      'wagonNo',
      'shiftNo',
      'ferryNo',
    ],
  ],
  ['shipment.group.times', ['etd', 'eta', 'atd', 'ata', 'additMinutes', 'originLocation', 'finalLocation']],
  [
    'shipment.group.load',
    [
      'stationNum',
      'totalQuantity',
      'totalCases',
      'totalWeight',
      'totalVolume',
      'totalPallets',
      'volumeRate',
      'loadedWeight',
      'loadedVolume',
      'loadedQuantity',
      'loadedCases',
      'loadedPallets',
      'loadedOther',
    ],
  ],
  [
    'shipment.group.tracking',
    [
      'alertTempCount',
      'alertDelayCount',
      'alertGeoCount',
      'alertStopCount',
      'alertSpeedCount',
      'printCount',
      'sendType',
      'trackNumStatus',
      'trackNumRemark',
      'isTracking',
      'isGps',
      'isRetracement',
      'isReceive',
      'isCharge',
      'expectedMileage',
      'actualMileage',
      'expectedHours',
      'actualHours',
      'outboundKm',
      'returnKm',
      'fridgeHours',
      'precoolTemp',
    ],
  ],
  [
    'shipment.group.other',
    [
      'mergeCode',
      'sciLineResult',
      'driverSafeSignStatus',
      'checkAbnormalCount',
      'checkAbnormalReasons',
      'returnReasons',
      'rejectReasons',
      'descriptionRecord',
      'remark',
    ],
  ],
];

/** Base info: every section-3 field of the shipment, in groups. */
export function BaseInfoTab({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const lineTypes = useDict('shipment_line_type');
  const show = (key: Key) => {
    const value = shipment[key];
    if (key === 'lineType') return dictLabel(lineTypes, shipment.lineType) || '-';
    if (value === null || value === undefined || value === '') return '-';
    if (key === 'mainDriverMobile' || key === 'coDriverMobile') return maskPhone(String(value));
    if (value === 'Y' || value === 'N') return t(value === 'Y' ? 'widget.yes' : 'widget.no');
    return String(value);
  };
  return (
    <>
      {GROUPS.map(([group, fields]) => (
        <Descriptions
          key={group}
          title={t(group)}
          size="small"
          bordered
          column={4}
          style={{ marginBottom: 12 }}
          items={fields.map((key) => ({ key, label: t(`shipment.field.${key}`), children: show(key) }))}
        />
      ))}
    </>
  );
}

type WaybillRow = {
  uuid: string;
  code: string;
  status: string;
  srcStationName: string | null;
  destStationName: string | null;
  totalWeight: string;
  totalVolume: string;
  eta: string | null;
};

/** The shipment's waybills (GET /shipment/shipment/get/{uuid}). */
export function WaybillsTab({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const statuses = useDict('waybill_status');
  const { data, isFetching } = useQuery({
    queryKey: ['shipment', 'detail', uuid],
    queryFn: () => get<{ waybillList: WaybillRow[] }>(`/shipment/shipment/get/${uuid}`),
  });
  const columns: ColumnsType<WaybillRow> = [
    { title: t('shipment.col.waybillCode'), dataIndex: 'code', width: 160 },
    {
      title: t('shipment.col.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: string) => <Tag>{dictLabel(statuses, s) || s}</Tag>,
    },
    { title: t('shipment.field.originLocation'), dataIndex: 'srcStationName', width: 160 },
    { title: t('shipment.field.finalLocation'), dataIndex: 'destStationName', width: 160 },
    { title: t('shipment.col.weight'), dataIndex: 'totalWeight', width: 110 },
    { title: t('shipment.col.volume'), dataIndex: 'totalVolume', width: 110 },
    { title: t('shipment.col.eta'), dataIndex: 'eta', width: 170 },
  ];
  return (
    <Table<WaybillRow>
      rowKey="uuid"
      size="small"
      loading={isFetching}
      pagination={false}
      columns={columns}
      dataSource={data?.waybillList ?? []}
    />
  );
}

/** The change log (GET /shipment/shipment/log/{uuid}). */
export function LogsTab({ uuid, status }: { uuid: string; status: string }) {
  const { t } = useTranslation();
  const statuses = useDict('shipment_status');
  const { data = [], isFetching } = useQuery({
    // The status is part of the key so a transition refetches the log.
    queryKey: ['shipment', 'log', uuid, status],
    queryFn: () => shipmentLog(uuid),
  });
  const label = (s: string | null) => (s ? dictLabel(statuses, s) || s : '-');
  const columns: ColumnsType<ShipmentLogRow> = [
    {
      title: t('shipment.log.time'),
      dataIndex: 'createTime',
      width: 180,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('shipment.log.action'),
      dataIndex: 'action',
      width: 150,
      render: (a: string) => {
        const [own, button] = shipmentActionKeys(a) as [string, string];
        return t(own, { defaultValue: t(button, { defaultValue: a }) }) as string;
      },
    },
    { title: t('shipment.log.from'), dataIndex: 'fromStatus', width: 100, render: label },
    { title: t('shipment.log.to'), dataIndex: 'toStatus', width: 100, render: label },
    {
      title: t('shipment.log.by'),
      dataIndex: 'createByName',
      width: 110,
      render: (_: unknown, r: ShipmentLogRow) => r.createByName ?? r.createBy ?? '-',
    },
    { title: t('shipment.log.remark'), dataIndex: 'remark', ellipsis: true },
  ];
  return (
    <Table<ShipmentLogRow>
      rowKey="id"
      size="small"
      loading={isFetching}
      pagination={false}
      columns={columns}
      dataSource={data}
    />
  );
}

/** The stop fields the lifecycle fills (actual times, inside-fence flags, position, handover temperatures). */
export function stopLifecycleColumns(t: TFunction): ColumnsType<ShipmentStop> {
  const yes = (v: string | undefined) => (v === 'Y' ? <Tag color="green">{t('widget.yes')}</Tag> : '-');
  return [
    { title: t('shipment.stop.ata'), dataIndex: 'ata', width: 170, render: (v: string | null) => v ?? '-' },
    { title: t('shipment.stop.atd'), dataIndex: 'atd', width: 170, render: (v: string | null) => v ?? '-' },
    { title: t('shipment.stop.arriveInFence'), dataIndex: 'arriveInFence', width: 100, render: yes },
    { title: t('shipment.stop.departInFence'), dataIndex: 'departInFence', width: 100, render: yes },
    {
      title: t('shipment.stop.position'),
      dataIndex: 'longitude',
      width: 170,
      render: (_: unknown, s) => (s.longitude && s.latitude ? `${s.longitude}, ${s.latitude}` : '-'),
    },
    {
      title: t('shipment.stop.handoverTemp'),
      dataIndex: 'handoverTempIn',
      width: 130,
      render: (_: unknown, s) =>
        s.handoverTempIn || s.handoverTempOut
          ? `${handoverText(s.handoverTempIn)} / ${handoverText(s.handoverTempOut)} ℃`
          : '-',
    },
    {
      title: t('shipment.stop.cargoVolume'),
      dataIndex: 'cargoVolume',
      width: 110,
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('shipment.stop.isShipmentOrder'),
      dataIndex: 'isShipmentOrder',
      width: 110,
      render: (v: string | null | undefined) => (v ? t(v === 'Y' ? 'shipment.yes' : 'shipment.no') : '-'),
    },
    {
      title: t('shipment.stop.stopInfo'),
      dataIndex: 'stopInfo',
      width: 200,
      ellipsis: true,
      render: (v: string | null | undefined) => v || '-',
    },
  ];
}
