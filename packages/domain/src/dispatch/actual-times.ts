import type { ShipmentMessageKey } from '../messages/shipment';
import { formatDispatchTime, parseDispatchTime } from '../time/clock';
import type { DispatchStop } from './types';
import { stationLabel } from './types';

/**
 * Actual times of a shipment (atd recorded at ship, the stops' actual arrival and departure, the finish
 * time): they happened, so they run forward along the trip and none lies in the future. Every time is a
 * wall-clock reading in the user's time zone (the server writes atd and reads "now" in that zone), so
 * they are compared as readings (clock.ts), never as instants.
 */

/**
 * How far past the server's "now" an actual time may be: the dispatcher's computer and the server clock
 * disagree a little, and a time picked as "now" on a slightly fast clock must not be refused.
 */
export const ACTUAL_TIME_CLOCK_SKEW_MINUTES = 2;

export type ActualStopTimes = Pick<DispatchStop, 'stationId' | 'stationName' | 'stationCode'> & {
  ata?: string | null;
  atd?: string | null;
};

export type ActualTimeRefusal = { key: ShipmentMessageKey; params: Record<string, unknown> };

const refuse = (key: ShipmentMessageKey, params: Record<string, unknown>): ActualTimeRefusal => ({
  key,
  params,
});

/**
 * The stops' actual times in order: at each stop the departure is not before the arrival, and a stop's
 * first recorded time is not before the last recorded time of an earlier stop. Missing times are skipped
 * (a stop the driver app has not reported). `code` names the shipment in the message.
 */
export function stopActualTimesIssue(input: {
  code: string;
  stops: readonly ActualStopTimes[];
}): ActualTimeRefusal | null {
  let previous: { station: string; time: string; ms: number } | null = null;
  for (const stop of input.stops) {
    const station = stationLabel(stop);
    const ata = parseDispatchTime(stop.ata);
    const atd = parseDispatchTime(stop.atd);
    if (ata !== null && atd !== null && atd < ata) {
      return refuse('shipment.stop.actual.departure', {
        code: input.code,
        station,
        ata: stop.ata,
        atd: stop.atd,
      });
    }
    const first = ata ?? atd;
    if (first !== null && previous && first < previous.ms) {
      return refuse('shipment.stop.actual.order', {
        code: input.code,
        station,
        time: formatDispatchTime(first),
        previous: previous.station,
        previousTime: previous.time,
      });
    }
    const last = atd ?? ata;
    if (last !== null) previous = { station, time: formatDispatchTime(last), ms: last };
  }
  return null;
}

/**
 * May a shipment be finished at `factTime`? Refused, in this order, when the time is not a real date and
 * time, lies in the future (beyond ACTUAL_TIME_CLOCK_SKEW_MINUTES past `now`), is earlier than the
 * shipment's actual departure `atd`, when the stops' actual times are out of order, or when it is earlier
 * than the last actual time recorded at a stop. A shipment without a recorded departure (shipped before
 * atd was kept) is not compared with it. Null when the time is acceptable.
 */
export function finishTimeIssue(input: {
  code: string;
  factTime: string;
  /** The shipment's actual departure, recorded at ship. */
  atd?: string | null;
  /** Now, on the same wall clock as factTime (the user's time zone). */
  now: string;
  stops?: readonly ActualStopTimes[];
}): ActualTimeRefusal | null {
  const { code, factTime } = input;
  const finish = parseDispatchTime(factTime);
  if (finish === null) return refuse('shipment.finish.time.invalid', { code, factTime });
  const now = parseDispatchTime(input.now);
  if (now !== null && finish > now + ACTUAL_TIME_CLOCK_SKEW_MINUTES * 60_000) {
    return refuse('shipment.finish.future', { code, factTime, now: input.now });
  }
  const atd = parseDispatchTime(input.atd);
  if (atd !== null && finish < atd)
    return refuse('shipment.finish.beforeAtd', { code, factTime, atd: input.atd });
  const stops = input.stops ?? [];
  const order = stopActualTimesIssue({ code, stops });
  if (order) return order;
  for (const stop of [...stops].reverse()) {
    const last = parseDispatchTime(stop.atd) ?? parseDispatchTime(stop.ata);
    if (last === null) continue;
    if (finish < last) {
      return refuse('shipment.finish.beforeStop', {
        code,
        factTime,
        station: stationLabel(stop),
        time: formatDispatchTime(last),
      });
    }
    break;
  }
  return null;
}
