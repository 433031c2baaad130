import type { Translations } from '../i18n/messages';

/**
 * Shipment (dispatch order) statuses: only what issue 4 needs, the status a line submit creates. Issue 5
 * adds the lifecycle (effective, shipped, finished, cancelled, discarded, ...) and its transitions here.
 * docs/waybill-states.md ("Shipment statuses") is the readable copy.
 */
export type ShipmentStatusInfo = {
  code: string;
  labels: Translations;
  listClass: 'default' | 'processing' | 'warning' | 'success' | 'error';
};

export const SHIPMENT_STATUSES = [
  { code: 'O', labels: { 'zh-CN': '打开', 'zh-HK': '打開', 'en-US': 'Open' }, listClass: 'processing' },
] as const satisfies readonly ShipmentStatusInfo[];

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number]['code'];
export const SHIPMENT_STATUS_CODES = SHIPMENT_STATUSES.map((s) => s.code) as readonly ShipmentStatus[];

/** What handmadeSubmit creates: open, so it can still be changed in line adjustment (edit mode). */
export const SHIPMENT_CREATED_STATUS: ShipmentStatus = 'O';

/** Line adjustment (edit mode) may change a shipment only while it is open. */
export function isShipmentAdjustable(status: string): boolean {
  return status === SHIPMENT_CREATED_STATUS;
}
