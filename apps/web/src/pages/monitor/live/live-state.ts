import type { PushMessages } from '@tms/domain';
import type { Band, LiveLevel, LiveShipment } from './types';

/** While the push stream is down the board refreshes this often; while it is up, pushes keep it current. */
export const LIVE_POLL_MS = 30_000;

export const inBand = (value: number | null, band: Band | null): boolean | null =>
  value === null || !band
    ? null
    : !((band.min !== null && value < band.min) || (band.max !== null && value > band.max));

/**
 * The board after a position push: the shipment's row takes the new reading (judged against its
 * bands) and open-alert count. A push older than what the row shows is ignored; one for a shipment
 * not on the board answers null (the list is read again: it may have just left).
 */
export function applyPosition(
  rows: readonly LiveShipment[],
  push: PushMessages['monitor.position'],
): LiveShipment[] | null {
  const index = rows.findIndex((r) => r.shipmentId === push.shipmentId);
  const row = rows[index];
  if (!row) return null;
  const time = Date.parse(push.time);
  if (Number.isFinite(time) && row.lastTime !== null && time < row.lastTime) return rows.slice();
  const temps = [0, 1, 2, 3].map((i) => push.temps[i] ?? null);
  const next: LiveShipment = {
    ...row,
    lastTime: Number.isFinite(time) ? time : row.lastTime,
    lat: push.lat ?? row.lat,
    lon: push.lon ?? row.lon,
    speedKmh: push.speedKmh,
    temps,
    tempsInBand: temps.map((v, i) => inBand(v, row.bands[i] ?? null)),
    doorOpen: push.doorOpen,
    openAlerts: push.openAlerts,
    alertLevel: push.openAlerts === 0 ? 'none' : row.alertLevel,
  };
  return rows.map((r, i) => (i === index ? next : r));
}

/** Whether any watched compartment of the row is out of band now. */
export const outOfBand = (row: LiveShipment) => row.tempsInBand.some((v) => v === false);

/**
 * What a row's alert column says: its open alerts (their worst level and how many) when it has any —
 * the same open alerts the bell and the alert page count —, else that a compartment is out of band
 * (no alert yet: the rule waits for its minutes), else normal.
 */
export type RowAlertState =
  | { kind: 'open'; level: Exclude<LiveLevel, 'none'>; count: number }
  | { kind: 'outOfBand' }
  | { kind: 'normal' };

export function rowAlertState(row: LiveShipment): RowAlertState {
  if (row.openAlerts > 0)
    return {
      kind: 'open',
      level: row.alertLevel === 'none' ? 'slight' : row.alertLevel,
      count: row.openAlerts,
    };
  return outOfBand(row) ? { kind: 'outOfBand' } : { kind: 'normal' };
}

/** The board's header figures, from the same row states as the rows show. */
export function boardCounts(rows: readonly LiveShipment[]): { withOpenAlerts: number; outOfBand: number } {
  return {
    withOpenAlerts: rows.filter((r) => rowAlertState(r).kind === 'open').length,
    outOfBand: rows.filter(outOfBand).length,
  };
}

/** The shipments a map shows: those with a position, by id. */
export function reportingIds(rows: readonly LiveShipment[]): string[] {
  return rows.filter((r) => r.lat !== null && r.lon !== null).map((r) => r.shipmentId);
}

/**
 * Whether a map fits its vehicles again: when a vehicle reports that the last fit did not include (the
 * first load, or one that starts reporting later), unless the user has panned or zoomed since the last
 * fit — their view wins until they ask to see every vehicle again.
 */
export function shouldRefit(input: {
  reporting: readonly string[];
  fitted: ReadonlySet<string>;
  userMoved: boolean;
}): boolean {
  if (input.userMoved) return false;
  return input.reporting.some((id) => !input.fitted.has(id));
}
