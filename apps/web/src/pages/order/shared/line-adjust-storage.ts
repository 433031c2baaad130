/**
 * What the waybill list and the shipment list hand to the line adjustment screen, kept in browser
 * storage (localStorage, so a reload of the screen keeps its pool): the waybill ids of the pool, or the
 * shipment ids to open in edit mode, both as JSON arrays of uuids.
 */
export const LINE_ADJUST_IDS_KEY = 'lineAdjustIds';
export const LINE_ADJUST_SHIPMENT_KEY = 'lineAdjustShipmentIds';
/** The path the screen was opened from (cancel and close return there). */
export const LINE_ADJUST_ORIGIN_KEY = 'lineAdjustOrigin';
/** The screen's route (menu path). */
export const LINE_ADJUST_PATH = '/Order/WaybillLine/LineAdjustManage';

/** Reads a stored id list; accepts a JSON array or a comma-joined string. */
export function readStoredIds(key: string): string[] {
  const raw = localStorage.getItem(key);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter((v): v is string => typeof v === 'string' && v !== '');
  } catch {
    // not JSON: a comma-joined list
  }
  return raw.split(',').filter(Boolean);
}

export function writeStoredIds(key: string, ids: readonly string[]): void {
  if (ids.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify([...new Set(ids)]));
}

/** Navigation state to pass when opening the screen: navigate(LINE_ADJUST_PATH, { state: lineAdjustFrom(pathname) }). */
export function lineAdjustFrom(pathname: string): { from: string } {
  return { from: pathname };
}
