import { fetchPage, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { AlertDeal, AlertDealResult, ShipmentAlert } from './types';

export const listAlerts = (params: TableParams) =>
  fetchPage<ShipmentAlert>('/shipment/shipmentAlert/list', params);

export const dealAlert = (body: AlertDeal) => post<AlertDealResult>('/shipment/shipmentAlert/deal', body);
