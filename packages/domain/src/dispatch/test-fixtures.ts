import type { DispatchOrder, DispatchStop } from './types';

/** Small factories for the dispatch tests. */
export const order = (
  uuid: string,
  shipFromId: string,
  shipToId: string,
  over: Partial<DispatchOrder> = {},
) => ({ uuid, code: uuid, shipFromId, shipToId, ...over }) satisfies DispatchOrder;

export const stop = (stationId: string, over: Partial<DispatchStop> = {}): DispatchStop => ({
  stationId,
  stationName: stationId,
  ...over,
});

export const ids = (stops: readonly { stationId: string }[]) => stops.map((s) => s.stationId);
