import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  LINE_ADJUST_IDS_KEY,
  LINE_ADJUST_ORIGIN_KEY,
  LINE_ADJUST_SHIPMENT_KEY,
  readStoredIds,
  writeStoredIds,
} from '../../shared/line-adjust-storage';

/** Where cancel returns to when the screen was opened directly (menu, reload without origin). */
export const DEFAULT_ORIGIN = '/Order/Waybill';

const fromShipmentList = (path: string) => /^\/shipment/i.test(path);
const fromWaybillList = (path: string) => /^\/order\/waybill(\/|$|\?)/i.test(path);

export type Entry = { origin: string; poolIds: string[]; shipmentIds: string[]; editMode: boolean };

/**
 * The screen's entry, read once: the origin path (navigation state `from`, else the one remembered),
 * and the stored ids. Entering from the shipment list clears the stored waybill ids; entering from the
 * waybill list clears the stored shipment ids; stored shipment ids mean edit mode.
 */
export function readEntry(from: string | undefined): Entry {
  if (from) {
    sessionStorage.setItem(LINE_ADJUST_ORIGIN_KEY, from);
    if (fromShipmentList(from)) writeStoredIds(LINE_ADJUST_IDS_KEY, []);
    if (fromWaybillList(from)) writeStoredIds(LINE_ADJUST_SHIPMENT_KEY, []);
  }
  const shipmentIds = readStoredIds(LINE_ADJUST_SHIPMENT_KEY);
  return {
    origin: from ?? sessionStorage.getItem(LINE_ADJUST_ORIGIN_KEY) ?? DEFAULT_ORIGIN,
    poolIds: readStoredIds(LINE_ADJUST_IDS_KEY),
    shipmentIds,
    editMode: shipmentIds.length > 0,
  };
}

export function useEntry(): Entry {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const [entry] = useState(() => readEntry(typeof from === 'string' ? from : undefined));
  return entry;
}
