import { fetchPage, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { ShipmentException, ShipmentExceptionHandle, ShipmentExceptionHandled } from './types';

export const listShipmentExceptions = (params: TableParams) =>
  fetchPage<ShipmentException>('/shipment/exception/list', params);

export const handleShipmentExceptions = (body: ShipmentExceptionHandle) =>
  post<ShipmentExceptionHandled>('/shipment/exception/handle', body);
