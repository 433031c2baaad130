import { roundMeasureOrNull, TEMPERATURE_WAYS } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { baseScopeOf } from '../../base';
import { watchedBands } from '../evaluation/watched-bands';
import { shipmentVisible } from '../temperature/shipment-scope';
import * as repo from './repository';
import { LIVE_LEVELS, type LiveShipment } from './schemas';

/** A board shows at most this many shipments (far more than a center has on the road at once). */
export const LIVE_MAX_ROWS = 2_000;

/**
 * GET /monitor/live/list: the in-transit shipments the caller may see (the session's dispatch center,
 * as in the shipment list) with their last position and temperatures, each compartment judged against
 * its band, and their alert state: the open alerts (alerts/open-alerts.ts) and the worst one's level.
 */
export async function listLive(db: Db, caller: AuthContext): Promise<LiveShipment[]> {
  const scope = await baseScopeOf(db, caller);
  const rows = await repo.liveShipments(db, shipmentVisible(scope), LIVE_MAX_ROWS);
  const watched = await watchedBands(
    db,
    rows.map((r) => r.shipmentId),
  );
  return rows.map(({ levelRank, lastTime, temps, ...row }) => {
    const bands = watched.get(row.shipmentId)?.bands;
    const values = TEMPERATURE_WAYS.map((way) => roundMeasureOrNull('temperature', temps?.[way - 1]));
    const tempsInBand = TEMPERATURE_WAYS.map((way, i) => {
      const band = bands?.[way];
      const value = values[i];
      if (!band || value === null || value === undefined) return null;
      return !((band.min !== null && value < band.min) || (band.max !== null && value > band.max));
    });
    return {
      ...row,
      lastTime: lastTime ? lastTime.getTime() : null,
      speedKmh: roundMeasureOrNull('speed', row.speedKmh),
      temps: values,
      tempsInBand,
      bands: TEMPERATURE_WAYS.map((way) => bands?.[way] ?? null),
      alertLevel: LIVE_LEVELS[levelRank] ?? 'none',
    };
  });
}
