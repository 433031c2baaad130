import { type Lang, lttb, roundMeasure, TEMPERATURE_WAYS } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { alertContentIn } from '../alerts/list-alerts';
import { watchedBandsOf } from '../evaluation/watched-bands';
import * as repo from './repository';
import type { TemperatureData } from './schemas';
import { tracedShipment } from './shipment-scope';
import { MAX_TRACE_POINTS, readingInBand, type TrackPoint, thinTrack, waySeries } from './trace';

const num = (text: string | null) => (text === null ? null : Number(text));

/**
 * GET /shipment/shipment/selectTempData/{uuid}: each compartment's series thinned by LTTB to at most
 * MAX_TRACE_POINTS (peaks survive, so an excursion still shows), every reading when raw; the
 * temperature alerts as spans, the track marked in or out of band, and the stops with their fences.
 */
export async function getTemperatureData(
  db: Db,
  caller: AuthContext,
  uuid: string,
  raw: boolean,
  lang: Lang = 'zh-CN',
): Promise<TemperatureData> {
  const shipment = await tracedShipment(db, caller, uuid);
  const [readings, watched, stops, alerts] = await Promise.all([
    repo.shipmentReadings(db, shipment.uuid),
    watchedBandsOf(db, shipment.uuid),
    repo.shipmentStopsOf(db, shipment.uuid),
    repo.shipmentAlertsOf(db, shipment.uuid, repo.temperatureAlerts),
  ]);
  const { bands } = watched;
  const cap = raw ? Number.POSITIVE_INFINITY : MAX_TRACE_POINTS;
  const ways = TEMPERATURE_WAYS.flatMap((way) => {
    const series = waySeries(readings, way);
    const band = bands[way];
    if (series.length === 0 && !band) return [];
    return [
      {
        way,
        bandMin: band?.min ?? null,
        bandMax: band?.max ?? null,
        total: series.length,
        // Thinned on the values as read; shown rounded for people (domain format/measures).
        points: (raw ? series : lttb(series, cap)).map((p) => ({
          time: p.time,
          value: roundMeasure('temperature', p.value),
        })),
      },
    ];
  });
  const track: TrackPoint[] = [];
  for (const r of readings) {
    if (r.lat === null || r.lon === null) continue;
    track.push({ time: r.time.getTime(), lat: r.lat, lon: r.lon, inBand: readingInBand(r, bands) });
  }
  return {
    shipmentId: shipment.uuid,
    shipmentCode: shipment.shipmentCode,
    raw,
    maxPoints: raw ? null : MAX_TRACE_POINTS,
    ways,
    alerts: alerts.map((a) => ({
      id: a.id,
      way: a.way,
      level: a.level,
      startTime: a.startTime.getTime(),
      endTime: a.endTime ? a.endTime.getTime() : null,
      alertContent: alertContentIn(lang, a.alertContent, a.detail ?? null),
    })),
    track: raw ? track : thinTrack(track, cap),
    stops: stops.map((s) => ({
      sequence: s.sequence,
      type: s.type,
      stationCode: s.stationCode,
      stationName: s.stationName,
      lat: num(s.latitude),
      lon: num(s.longitude),
      fenceDistanceM: s.fenceDistance,
    })),
  };
}
