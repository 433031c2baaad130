import {
  type AlertEvent,
  type DeferStop,
  etaException,
  evaluateDeferAll,
  type GeoPoint,
  type MonitorState,
  predictArrivals,
} from '@tms/domain';
import type { ShipmentContext } from './context';
import type { ExceptionEtaWrite } from './repository';

/** The remaining stops' arrivals are predicted again at most this often per shipment. */
export const ETA_INTERVAL_MS = 60_000;

export type EtaOutcome = { state: MonitorState; events: AlertEvent[]; exceptions: ExceptionEtaWrite[] };

/** Whether a new prediction is due: never made, or the last one is a minute old (by reading time). */
export function etaDue(etaAt: number | null, now: number): boolean {
  return etaAt === null || now - etaAt >= ETA_INTERVAL_MS;
}

/**
 * Predicts the arrival at each stop not yet reached from where the vehicle is, runs the predictions
 * through the delay rules (alerts per stop) and answers an exception ETA record for each stop predicted
 * later than its planned arrival (or its window's end) by more than the delay rule allows.
 */
export function checkEta(input: {
  context: ShipmentContext;
  state: MonitorState;
  now: number;
  position: GeoPoint;
  observedSpeedKmh: number | null;
}): EtaOutcome {
  const { context, now, position } = input;
  // The stops after the last one reached, in sequence (a stop skipped on the way counts as passed).
  const reached = context.stops.reduce((n, s, i) => (s.arrived || s.departed ? i + 1 : n), 0);
  const remaining = context.stops.slice(reached).filter((s) => s.lat !== null && s.lon !== null);
  const predictions = predictArrivals({
    now,
    position,
    stops: remaining.map((s) => ({
      stationId: s.stationId,
      lat: s.lat as number,
      lon: s.lon as number,
      serviceMinutes: s.serviceMinutes,
    })),
    observedSpeedKmh: input.observedSpeedKmh,
  });
  const deferStops: DeferStop[] = predictions.map((p, i) => {
    const stop = remaining[i] as (typeof remaining)[number];
    return {
      stationId: p.stationId,
      predictedArrival: p.predictedArrival,
      plannedEta: stop.plannedEta,
      windowEnd: stop.windowEnd,
    };
  });
  const result = evaluateDeferAll(
    input.state,
    { time: now, place: position, stops: deferStops },
    context.rules,
    context.monitor,
  );
  const defer = context.rules.find((r) => r.type === 'defer' && r.delayMinutes !== null);
  const exceptions: ExceptionEtaWrite[] = [];
  if (defer) {
    const { head } = context;
    predictions.forEach((p, i) => {
      const stop = remaining[i] as (typeof remaining)[number];
      const late = etaException(
        p.predictedArrival,
        stop.plannedEta,
        stop.windowEnd,
        defer.delayMinutes as number,
      );
      if (!late) return;
      exceptions.push({
        shipmentId: head.uuid,
        shipmentCode: head.shipmentCode,
        stopId: stop.id,
        stationId: stop.stationId,
        dispatchCenterId: head.dispatchCenterId,
        carrierId: head.carrierId,
        plannedEta: stop.plannedEta === null ? null : new Date(stop.plannedEta),
        windowEnd: stop.windowEnd === null ? null : new Date(stop.windowEnd),
        predictedEta: new Date(p.predictedArrival),
        lateMinutes: Math.round(late.lateMinutes),
        createBy: 'monitor',
        createTime: new Date(now),
      });
    });
  }
  return { state: result.state, events: result.events, exceptions };
}
