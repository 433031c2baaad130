/**
 * Where each home card leads: the list, filtered to what the card counts, through query parameters the
 * list reads on arrival (the waybill list's status, the shipment list's status and departure day, the
 * alert and ETA lists' open records).
 */
export const WAYBILL_LIST = '/Order/Waybill';
export const SHIPMENT_LIST = '/Shipment/ShipmentR';
export const ALERT_LIST = '/monitor/alert';
export const ETA_LIST = '/exceptionEta';

export const waybillLink = (status: 'O' | 'E' | 'H') => `${WAYBILL_LIST}?status=${status}`;

/** Shipments leaving on `day` (YYYY-MM-DD), of one status or all of them. */
export const shipmentLink = (day: string, status?: string) =>
  `${SHIPMENT_LIST}?${new URLSearchParams({ ...(status ? { status } : {}), etd: day }).toString()}`;

export const alertLink = () => ALERT_LIST;
export const etaLink = () => `${ETA_LIST}?dealStatus=N`;
