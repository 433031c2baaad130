import Decimal from 'decimal.js';
import { defaultIsShipmentOrder } from './stop-fields';
import { stopTypeOf } from './stops';
import type { DispatchLine, HandmadeSubmitLine, HandmadeSubmitStop, StopType } from './types';

/**
 * Check 6 of the line submit (after the five of submit-checks.ts): when routeDetailId equals routeDetailName the
 * dispatcher typed a free route name rather than picking a route detail, so the id is sent as null.
 */
export function normalizeRouteDetail<T extends Pick<DispatchLine, 'routeDetailId' | 'routeDetailName'>>(
  line: T,
): T {
  if (
    line.routeDetailId !== null &&
    line.routeDetailId !== undefined &&
    line.routeDetailId === line.routeDetailName
  ) {
    return { ...line, routeDetailId: null };
  }
  return line;
}

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/**
 * One line as the handmadeSubmit payload: stops in their current order numbered from 1, their type
 * from the line's orders; the line's ETD is the first stop's, its ETA the last stop's; take-first is
 * the first stop that picks up, down-first and down-last the first and last that deliver.
 */
export function toHandmadeSubmitLine(line: DispatchLine): HandmadeSubmitLine {
  const normalized = normalizeRouteDetail(line);
  const stopList: HandmadeSubmitStop[] = line.stopList.map((stop, index) => {
    const type: StopType = stopTypeOf(stop.stationId, line.orders) ?? stop.stationType ?? 'D';
    const back = stop.isBckWare === 'Y';
    return {
      stationId: stop.stationId,
      isBckWare: back ? 'Y' : 'N',
      backWareEta: back ? (stop.backWareEta ?? null) : null,
      backWareEtd: back ? (stop.backWareEtd ?? null) : null,
      sequence: index + 1,
      eta: stop.eta ?? null,
      etd: stop.etd ?? null,
      type,
      transMode: text(stop.transMode),
      billingMethod: text(stop.billingMethod),
      handoverMethod: text(stop.handoverMethod),
      allocationFactor:
        text(stop.allocationFactor) === null
          ? null
          : new Decimal(stop.allocationFactor as Decimal.Value).toFixed(),
      isShipmentOrder: stop.isShipmentOrder ?? defaultIsShipmentOrder(type),
      stopInfo: text(stop.stopInfo),
    };
  });
  const picks = stopList.filter((s) => s.type !== 'D');
  const drops = stopList.filter((s) => s.type !== 'P');
  return {
    uuid: text(line.uuid),
    takeFirstStationId: picks[0]?.stationId ?? null,
    downFirstStationId: drops[0]?.stationId ?? null,
    downLastStationId: drops.at(-1)?.stationId ?? null,
    etd: stopList[0]?.etd ?? null,
    eta: stopList.at(-1)?.eta ?? null,
    waybillIdList: line.orders.map((o) => o.uuid),
    stopList,
    vehicleMainModelId: text(line.vehicleMainModelId),
    routeDetailId: text(normalized.routeDetailId),
  };
}
