import type { ShipmentAlertRow } from '@tms/contract';
import { fetchPage, type TableParams } from '../../../../../components/crud';
import { runExport } from '../../../../../components/DownloadCenter/run-export';
import { get } from '../../../../../core/request';
import type { TemperatureData, TemperatureInfo } from './types';

export const temperatureKeys = {
  info: (uuid: string) => ['shipment', 'temperature', 'info', uuid] as const,
  data: (uuid: string, raw: boolean) => ['shipment', 'temperature', 'data', uuid, raw] as const,
};

export const fetchTemperatureInfo = (uuid: string) =>
  get<TemperatureInfo>(`/shipment/shipment/selectTempInfo/${encodeURIComponent(uuid)}`);

export const fetchTemperatureData = (uuid: string, raw = false) =>
  get<TemperatureData>(`/shipment/shipment/selectTempData/${encodeURIComponent(uuid)}`, raw ? { raw } : {});

/** The readings as xlsx, or a download-center task for a long trace (runExport tells which). */
export const exportTemperatures = (uuid: string) =>
  runExport('/shipment/shipment/exportTempInfoExcel', { method: 'get', params: { uuid } });

export const listShipmentAlerts = (shipmentId: string, params: TableParams) =>
  fetchPage<ShipmentAlertRow>('/shipment/shipmentAlert/list', params, { shipmentId });
