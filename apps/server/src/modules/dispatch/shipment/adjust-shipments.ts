import { and, eq, inArray, lt } from 'drizzle-orm';
import { shipments, waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { poolRowOut, shipmentPoolRows } from '../core/pool-rows';
import { poolScopeOf } from '../core/scope';
import { adjustableShipments } from '../core/shipment-scope';
import { loadStations } from '../core/station-data';
import { staleHoldBefore, updateWaybillColumns } from '../core/waybill-repository';
import { shipmentHeads } from './list-shipments';
import { groupBy, stopsOf } from './repository';

/**
 * GET /shipment/shipment/adjust?ids=: the open shipments' lines as the line screen needs them (edit
 * mode), and their waybills held by the caller, so no one else adjusts them meanwhile (a waybill held
 * by someone else refuses the call naming the holder). The status stays S.
 */
export async function adjustShipments(db: Db, caller: AuthContext, ids: string[]) {
  const scope = await poolScopeOf(db, caller);
  const heads = await db.transaction(async (tx) => {
    const found = await adjustableShipments(tx, scope, ids, true);
    const rows = await tx
      .select({
        uuid: waybills.uuid,
        code: waybills.code,
        heldBy: waybills.heldBy,
        heldByName: waybills.heldByName,
      })
      .from(waybills)
      .where(and(inArray(waybills.shipmentId, ids), eq(waybills.delFlag, '0')))
      .orderBy(waybills.uuid)
      .for('update');
    const other = rows.find((r) => r.heldBy !== null && r.heldBy !== scope.userId);
    if (other) {
      const [fresh] = await tx
        .select({ uuid: waybills.uuid })
        .from(waybills)
        .where(and(eq(waybills.uuid, other.uuid), lt(waybills.heldAt, staleHoldBefore())));
      if (!fresh) {
        throw AppError.invalid('waybill.state.handmade.held', { code: other.code, holder: other.heldByName });
      }
    }
    await updateWaybillColumns(
      tx,
      and(inArray(waybills.shipmentId, ids), eq(waybills.delFlag, '0'), eq(waybills.status, 'S')),
      { heldBy: scope.userId, heldByName: scope.holderName, heldAt: new Date() },
    );
    return found;
  });
  const shipmentIds = heads.map((h) => h.uuid);
  const [full, stops, orders] = await Promise.all([
    shipmentHeads(db).where(inArray(shipments.uuid, shipmentIds)),
    stopsOf(db, shipmentIds),
    shipmentPoolRows(db, shipmentIds),
  ]);
  const stations = await loadStations(
    db,
    stops.map((s) => s.stationId),
  );
  const stopMap = groupBy(stops);
  return ids.flatMap((id) => {
    const head = full.find((h) => h.uuid === id);
    if (!head) return [];
    return [
      {
        uuid: head.uuid,
        shipmentCode: head.shipmentCode,
        vehicleMainModelId: head.vehicleMainModelId,
        routeDetailId: head.routeDetailId,
        routeDetailName: head.routeDetailName,
        transType: head.transType,
        stopList: (stopMap.get(id) ?? []).map((stop) => ({
          ...stop,
          timeWindows: stations.get(stop.stationId)?.timeWindows ?? [],
          exTimeWindows: stations.get(stop.stationId)?.exTimeWindows ?? [],
        })),
        orders: orders.filter((o) => o.shipmentId === id).map(poolRowOut),
      },
    ];
  });
}
