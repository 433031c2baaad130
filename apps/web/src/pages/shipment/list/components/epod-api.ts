import type { EpodSaveBody, EpodSaved, EpodShipment } from '@tms/contract';
import { get, http, post } from '../../../../core/request';

/** Proof of delivery (回单): the calls of the receipt drawer. */
export const epodKey = (shipmentId: string) => ['shipment', 'epod', shipmentId] as const;

export const listEpods = (shipmentId: string) => get<EpodShipment>('/shipment/epod/list', { shipmentId });

export const saveEpod = (body: EpodSaveBody) => post<EpodSaved>('/shipment/epod/save', body);

export function uploadEpodImage(shipmentId: string, waybillId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return post<{ id: number; ossId: number }>('/shipment/epod/image/upload', form, {
    params: { shipmentId, waybillId },
  });
}

export const deleteEpodImage = (id: number) =>
  post<null>('/shipment/epod/image/delete', undefined, { params: { id } });

export const auditEpod = (epodId: number) => post<null>('/shipment/epod/audit', { epodId });

/** A stored photo as an object URL: the download needs the session header, which an <img> cannot send. */
export async function epodImageUrl(ossId: number): Promise<string> {
  const response = await http.get<Blob>(`/system/oss/download/${ossId}`, {
    params: { inline: '1' },
    responseType: 'blob',
  });
  return URL.createObjectURL(response.data);
}
