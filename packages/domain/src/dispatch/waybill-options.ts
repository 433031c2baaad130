import type { SplitMessageKey } from '../messages/split';

/**
 * The split strategies the waybill screens offer, one per way the split area splits a waybill:
 * quantity (SKU quantity split, tab 1: POST /splitWaybill), class (transport class split, tab 2:
 * /splitByItemAttribute), head (the head split by temperature or class in one step: /splitWaybillHead)
 * and dc (a part handed to another dispatch center: /splitDC). Each has a translated label.
 */
export const SPLIT_STRATEGIES = [
  { value: 'quantity', label: 'waybill.split.strategy.quantity' },
  { value: 'class', label: 'waybill.split.strategy.class' },
  { value: 'head', label: 'waybill.split.strategy.head' },
  { value: 'dc', label: 'waybill.split.strategy.dc' },
] as const satisfies readonly { value: string; label: SplitMessageKey }[];
export type SplitStrategy = (typeof SPLIT_STRATEGIES)[number]['value'];

/**
 * The system parameter (sys_config) holding the vehicle shift configuration, as JSON: shifts every
 * dispatch center uses under "default", and a center's own list under its id, which replaces the default
 * for that center. A shift is {shiftCode, shiftName, startTime, endTime} with times HH:mm; a night
 * shift ends the next day when endTime is not after startTime.
 * Example: {"default":[{"shiftCode":"A","shiftName":"早班","startTime":"06:00","endTime":"14:00"}]}
 */
export const CAR_SHIFT_CONFIG_KEY = 'tms.carShiftConfig';

export type CarShift = {
  shiftCode: string;
  shiftName: string;
  startTime: string;
  endTime: string;
  /** Y when the shift ends on the next day (endTime not after startTime). */
  overnight: 'Y' | 'N';
};

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

function shiftOf(value: unknown): CarShift | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' ? x.trim() : '');
  const shiftCode = text(v.shiftCode);
  const shiftName = text(v.shiftName) || shiftCode;
  const startTime = text(v.startTime);
  const endTime = text(v.endTime);
  if (!shiftCode || !HHMM.test(startTime) || !HHMM.test(endTime)) return null;
  return { shiftCode, shiftName, startTime, endTime, overnight: endTime <= startTime ? 'Y' : 'N' };
}

/**
 * The shifts of one dispatch center from the parameter's value: the center's own list when it has one,
 * else the default list; none when the parameter is missing or not JSON. Malformed shifts (no code, a
 * time that is not HH:mm) are left out rather than failing the screen; the rest come sorted by start.
 */
export function carShiftsOf(
  configValue: string | null | undefined,
  dispatchCenterId: string | null,
): CarShift[] {
  if (!configValue) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(configValue);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  const byCenter = parsed as Record<string, unknown>;
  const own = dispatchCenterId ? byCenter[dispatchCenterId] : undefined;
  const list = Array.isArray(own) ? own : byCenter.default;
  if (!Array.isArray(list)) return [];
  return list
    .map(shiftOf)
    .filter((s): s is CarShift => s !== null)
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.shiftCode.localeCompare(b.shiftCode));
}
