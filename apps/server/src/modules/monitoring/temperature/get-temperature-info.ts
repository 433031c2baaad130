import { formatMeasure, TEMPERATURE_WAYS, temperatureSummary } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { formatDateTime } from '../../../platform/format-time';
import { watchedBandsOf } from '../evaluation/watched-bands';
import * as repo from './repository';
import type { TemperatureInfo } from './schemas';
import { tracedShipment } from './shipment-scope';
import { waySeries } from './trace';

/** A stop's handover temperature (numeric text, two decimals) as people read it. */
const handover = (text: string | null) => (text === null ? null : formatMeasure('temperature', Number(text)));

/**
 * GET /shipment/shipment/selectTempInfo/{uuid}: per compartment that read something or is watched, the
 * extremes, mean, minutes out of its band and the share of time in it over the whole trace; with the
 * shipment's pre-cool temperature and each stop's handover temperatures.
 */
export async function getTemperatureInfo(
  db: Db,
  caller: AuthContext,
  uuid: string,
): Promise<TemperatureInfo> {
  const shipment = await tracedShipment(db, caller, uuid);
  const [readings, watched, stops] = await Promise.all([
    repo.shipmentReadings(db, shipment.uuid),
    watchedBandsOf(db, shipment.uuid),
    repo.shipmentStopsOf(db, shipment.uuid),
  ]);
  const { rule, bands } = watched;
  const ways = TEMPERATURE_WAYS.flatMap((way) => {
    const series = waySeries(readings, way);
    const band = bands[way];
    if (series.length === 0 && !band) return [];
    const summary = temperatureSummary(series, band);
    return [{ way, bandMin: band?.min ?? null, bandMax: band?.max ?? null, ...summary }];
  });
  const zone = caller.profile.timeZone;
  const first = readings[0];
  const last = readings.at(-1);
  return {
    shipmentId: shipment.uuid,
    shipmentCode: shipment.shipmentCode,
    ruleCode: rule?.code ?? null,
    firstTime: first ? formatDateTime(first.time, zone) : null,
    lastTime: last ? formatDateTime(last.time, zone) : null,
    precoolTemp: shipment.precoolTemp,
    ways,
    stops: stops.map((s) => ({
      sequence: s.sequence,
      type: s.type,
      stationCode: s.stationCode,
      stationName: s.stationName,
      ata: s.ata,
      atd: s.atd,
      handoverTempIn: handover(s.handoverTempIn),
      handoverTempOut: handover(s.handoverTempOut),
    })),
  };
}
