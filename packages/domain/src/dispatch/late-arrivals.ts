import { formatDispatchTime, isTimeAfter, parseDispatchTime } from '../time/clock';
import type { DispatchLine, DispatchOrder, DispatchStop } from './types';
import { stationLabel } from './types';

/**
 * "This stop is late for its waybills", one rule for the line screen's mark, the submit and automatic
 * planning. A waybill is late when the arrival that delivers it is after its required delivery time:
 *  - the arrival is the ETA of its delivery stop, or that stop's return-trip ETA when the goods are picked
 *    up later on the line (the vehicle delivers them when it comes back to the stop);
 *  - the deadline is the waybill's required delivery time; its ETA is the planned arrival the cards only
 *    tip about (times.ts timeTips), and a waybill without a required delivery time has no deadline.
 * Lateness is refused unless the dispatcher chose to allow it (LateArrivalPolicy).
 */

/** One waybill delivered late: where (0-based stop), which waybill, and both times ('YYYY-MM-DD HH:mm'). */
export type LateArrival = {
  stopIndex: number;
  waybillId: string;
  code: string;
  station: string;
  arrival: string;
  required: string;
};

/**
 * How a submit treats late arrivals: refused (the default); asked about, once for every late stop (the
 * dispatcher chose to allow late arrival: the screen's confirmation); accepted (chosen and confirmed).
 */
export type LateArrivalPolicy = 'refuse' | 'ask' | 'accept';

/** A time as the messages show it: to the minute. */
const toMinute = (value: string) => {
  const at = parseDispatchTime(value);
  return at === null ? value : formatDispatchTime(at).slice(0, 16);
};

/** The arrival that delivers the order on these stops, or null when the line does not deliver it. */
export function deliveryArrival(
  stops: readonly DispatchStop[],
  order: Pick<DispatchOrder, 'shipFromId' | 'shipToId'>,
): { stopIndex: number; arrival: string | null } | null {
  const stopIndex = stops.findIndex((s) => s.stationId === order.shipToId);
  const stop = stops[stopIndex];
  if (!stop) return null;
  const pickedUpAfter = stops.findIndex((s) => s.stationId === order.shipFromId) > stopIndex;
  const arrival = pickedUpAfter && stop.isBckWare === 'Y' ? stop.backWareEta : stop.eta;
  return { stopIndex, arrival: arrival ?? null };
}

/** Every waybill of the line delivered after its required delivery time, in stop order. */
export function lateArrivals(line: Pick<DispatchLine, 'stopList' | 'orders'>): LateArrival[] {
  const late: LateArrival[] = [];
  for (const order of line.orders) {
    const delivery = deliveryArrival(line.stopList, order);
    if (!delivery?.arrival || !order.requiredDeliveryTime) continue;
    if (!isTimeAfter(delivery.arrival, order.requiredDeliveryTime)) continue;
    late.push({
      stopIndex: delivery.stopIndex,
      waybillId: order.uuid,
      code: order.code || order.uuid,
      station: stationLabel(line.stopList[delivery.stopIndex] as DispatchStop),
      arrival: toMinute(delivery.arrival),
      required: toMinute(order.requiredDeliveryTime),
    });
  }
  return late.sort((a, b) => a.stopIndex - b.stopIndex);
}

/** The message key of a late arrival (its words: lateArrivalNotice). */
export const LATE_ARRIVAL_KEY = 'waybill.tip.eta.required' as const;

/** The words of a late arrival wherever it shows: the screen's mark, the submit's refusal, planning's reason. */
export function lateArrivalNotice(late: Pick<LateArrival, 'station' | 'code' | 'arrival' | 'required'>) {
  return {
    key: LATE_ARRIVAL_KEY,
    params: { station: late.station, code: late.code, arrival: late.arrival, required: late.required },
  };
}
