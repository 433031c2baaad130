import { exportList, fetchPage, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { ExceptionEta, ExceptionEtaDeal, ExceptionEtaDealResult } from './types';

export const listExceptionEtas = (params: TableParams) =>
  fetchPage<ExceptionEta>('/shipment/exception/eta/list', params);

export const dealExceptionEtas = (body: ExceptionEtaDeal) =>
  post<ExceptionEtaDealResult>('/shipment/exception/eta/deal', body);

/** The file of the rows the list shows with these filters (or a download-center task beyond the limit). */
export const exportExceptionEtas = (filters: Record<string, unknown>) =>
  exportList('/shipment/exception/eta/export', filters);
