import { waybillTarget } from '@tms/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { Tx } from '../../../platform/db';
import type { PoolScope } from './scope';
import { decide, type WaybillLogEntry, type WaybillState } from './transitions';

/**
 * A scheduled waybill taken off its shipment goes back to the caller's pool in two logged steps:
 * release (S -> E), then handmade (E -> H held by the caller).
 */
export function backToPoolEntries(row: WaybillState): WaybillLogEntry[] {
  const released = decide(row, 'release');
  const held = decide({ ...row, status: released }, 'handmade');
  return [
    {
      waybillId: row.uuid,
      action: 'release',
      fromStatus: row.status,
      toStatus: released,
      shipmentId: row.shipmentId,
    },
    { waybillId: row.uuid, action: 'handmade', fromStatus: released, toStatus: held },
  ];
}

/** Writes those two steps: the scheduled waybills `ids` (and `conditions`) off their shipment, held by the caller. */
export async function holdScheduledInPool(
  tx: Tx,
  scope: PoolScope,
  ids: string[],
  ...conditions: (SQL | undefined)[]
) {
  const now = new Date();
  await tx
    .update(waybills)
    .set({
      // Released (S -> E), then taken into the pool: the status handmade writes.
      status: waybillTarget('handmade'),
      shipmentId: null,
      heldBy: scope.userId,
      heldByName: scope.holderName,
      heldAt: now,
      updateTime: now,
    })
    .where(and(inArray(waybills.uuid, ids), eq(waybills.status, 'S'), ...conditions));
}
