import { runExport } from '../../../../components/DownloadCenter/run-export';
import { download, get, post } from '../../../../core/request';

export type ShipmentExportKind = 'shipments' | 'goods' | 'stops';

const URLS: Record<ShipmentExportKind, { url: string; method: 'get' | 'post' }> = {
  shipments: { url: '/shipment/shipment/exportExcel', method: 'get' },
  goods: { url: '/schedule/shipExport/exportShipGoodExcel', method: 'post' },
  stops: { url: '/schedule/shipExport/exportShipExcel', method: 'post' },
};

/**
 * Runs one of the shipment exports with the list's filters, the ticked rows (if any) and the visible
 * column keys; a small result downloads at once, a large one goes to the download center.
 */
export function exportShipments(
  kind: ShipmentExportKind,
  input: { filters: Record<string, unknown>; ids: string[]; columns: string[] },
) {
  const { url, method } = URLS[kind];
  const payload = {
    ...input.filters,
    ids: input.ids.length > 0 ? input.ids.join(',') : undefined,
    columns: input.columns.length > 0 ? input.columns.join(',') : undefined,
  };
  return runExport(url, method === 'get' ? { method, params: payload } : { method, body: payload });
}

export type Annex = {
  id: number;
  shipmentId: string;
  ossId: number;
  originalName: string;
  fileSize: number;
  fileSuffix: string | null;
  contentType: string | null;
  url: string | null;
  remark: string | null;
  createBy: string | null;
  createTime: string;
};

export const listAnnexes = (shipmentId: string) => get<Annex[]>('/shipment/annex/list', { shipmentId });

export function uploadAnnex(shipmentId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return post<{ id: number; ossId: number }>('/shipment/annex/upload', form, { params: { shipmentId } });
}

export const removeAnnexes = (ids: number[]) =>
  post<{ count: number }>('/shipment/annex/remove', undefined, { params: { ids: ids.join(',') } });

export const downloadAnnex = (annex: Annex) =>
  download(`/system/oss/download/${annex.ossId}`, { method: 'get', fileName: annex.originalName });
