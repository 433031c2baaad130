import { type DispatchLine, stationLabel } from '@tms/domain';
import { AppError } from '../../../platform/errors';
import type { PoolRow } from '../core/pool-rows';
import type { PoolScope } from '../core/scope';
import { decideWaybill } from '../core/waybill-writer';

/**
 * What the line rules take for granted, checked before them: every line has waybills, its stops are
 * exactly the stations its waybills use (each once), a waybill is not delivered before it is picked up
 * (except at a combined stop the vehicle comes back to), and every stop has its arrival and departure.
 */
export function checkLineShapes(lines: readonly DispatchLine[]): void {
  for (const [i, line] of lines.entries()) {
    const n = i + 1;
    if (line.orders.length === 0) throw AppError.invalid('waybill.submit.emptyLine', { line: n });
    const position = new Map<string, number>();
    for (const [s, stop] of line.stopList.entries()) {
      if (!stop.stationType || position.has(stop.stationId)) {
        throw AppError.invalid('waybill.submit.stop.unused', { line: n, station: stationLabel(stop) });
      }
      position.set(stop.stationId, s);
    }
    for (const order of line.orders) {
      for (const stationId of [order.shipFromId, order.shipToId]) {
        if (!position.has(stationId)) {
          throw AppError.invalid('waybill.submit.stop.missing', {
            line: n,
            code: order.code,
            station: stationId,
          });
        }
      }
      const from = position.get(order.shipFromId) as number;
      const to = position.get(order.shipToId) as number;
      const drop = line.stopList[to];
      if (from > to && drop?.stationType !== 'P&D') {
        throw AppError.invalid('waybill.submit.stop.order', {
          line: n,
          code: order.code,
          station: stationLabel(drop ?? { stationId: order.shipToId }),
          other: stationLabel(line.stopList[from] ?? { stationId: order.shipFromId }),
        });
      }
    }
    const untimed = line.stopList.find((s) => !s.eta || !s.etd);
    if (untimed) {
      throw AppError.invalid('waybill.submit.time.need', { line: n, station: stationLabel(untimed) });
    }
  }
}

/**
 * A waybill may be submitted when the caller holds it in the pool (H), or, in edit mode, when it is on
 * one of the shipments being adjusted and nobody else holds it. Otherwise the domain's refusal (named
 * holder for a waybill in someone else's pool; not in the pool or already dispatched for the rest).
 */
export function assertSubmittable(
  row: Pick<PoolRow, 'uuid' | 'code' | 'status' | 'heldByName' | 'shipmentId'> & { heldBy: number | null },
  scope: PoolScope,
  shipmentIds: ReadonlySet<string>,
  lostKey?: 'waybill.submit.lost',
): void {
  const mine = row.heldBy === null || row.heldBy === scope.userId;
  if (row.status === 'H' && row.heldBy === scope.userId) return;
  if (row.status === 'S' && mine && row.shipmentId && shipmentIds.has(row.shipmentId)) return;
  if (lostKey) throw AppError.invalid(lostKey, { code: row.code });
  if (row.status === 'H') decideWaybill(row, 'handmade');
  decideWaybill(row, 'handmadeSubmit');
  throw AppError.invalid('waybill.state.handmadeSubmit', { code: row.code, status: row.status });
}
