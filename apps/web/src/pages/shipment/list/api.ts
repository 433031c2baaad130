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

export const listShipments = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Shipment>('/shipment/shipment/selectPage', params, sort);
