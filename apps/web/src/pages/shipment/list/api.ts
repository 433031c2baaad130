import type { SortOrder } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { fetchSortedPage, type TableParams } from '../../../components/crud';
import type { Shipment } from './types';

/** ProTable's created-date range as createBegin/createEnd (YYYY-MM-DD, the user's calendar days). */
export function createdRangeParams(value: unknown): { createBegin?: string; createEnd?: string } {
  if (!Array.isArray(value) || value.length !== 2) return {};
  const day = (v: unknown) => (v ? dayjs(v as string).format('YYYY-MM-DD') : undefined);
  return { createBegin: day(value[0]), createEnd: day(value[1]) };
}

/** ProTable's departure-date range as etdBegin/etdEnd (planned departure days). */
export function departureRangeParams(value: unknown): { etdBegin?: string; etdEnd?: string } {
  const { createBegin, createEnd } = createdRangeParams(value);
  return { etdBegin: createBegin, etdEnd: createEnd };
}

export const listShipments = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Shipment>('/shipment/shipment/selectPage', params, sort);

/** The named shipments as the list shows them now (the ticked rows, read again after an action). */
export async function shipmentsByIds(ids: readonly string[]): Promise<Shipment[]> {
  const { data } = await fetchSortedPage<Shipment>('/shipment/shipment/selectPage', {
    current: 1,
    pageSize: ids.length,
    uuids: ids.join(','),
  });
  return data;
}
