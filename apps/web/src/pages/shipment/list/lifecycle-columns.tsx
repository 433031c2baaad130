import type { ProColumns } from '@ant-design/pro-components';
import { maskPhone } from '@tms/domain';
import type { TFunction } from 'i18next';
import type { Shipment } from './types';

/** The lifecycle's list columns: carrier, vehicle, drivers, actual times, counts. */
export function lifecycleColumns(t: TFunction): ProColumns<Shipment>[] {
  const col = (key: keyof Shipment, width: number): ProColumns<Shipment> => ({
    title: t(`shipment.field.${key}`),
    dataIndex: key,
    width,
    search: false,
    ellipsis: true,
  });
  return [
    col('carrierName', 150),
    col('realCarrierName', 150),
    col('frontPlate', 110),
    col('actualModelName', 120),
    col('mainDriverName', 100),
    { ...col('mainDriverMobile', 120), render: (_, row) => maskPhone(row.mainDriverMobile) || '-' },
    col('coDriverName', 100),
    col('atd', 170),
    col('ata', 170),
    col('lineType', 90),
    col('sealNo', 110),
    col('printCount', 80),
    col('trackNumRemark', 140),
  ];
}
