import type { PushMessages } from '@tms/domain';
import type { Band, LiveShipment } from './types';

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
