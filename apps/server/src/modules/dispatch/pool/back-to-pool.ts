import type { PoolScope } from '../core/scope';
import type { WaybillState, WaybillStep } from '../core/waybill-writer';

/**
 * A scheduled waybill taken off its shipment goes back to the caller's pool in two logged steps:
 * release (off the shipment), then handmade (held by the caller). The writer chains them, so each
 * waybill is written once with the status the second step reaches.
 */
export function backToPoolSteps(rows: readonly WaybillState[], scope: PoolScope): WaybillStep[] {
  const at = new Date();
  return rows.flatMap((row): WaybillStep[] => [
    { waybill: row, action: 'release', set: { shipmentId: null } },
    {
      waybill: row,
      action: 'handmade',
      set: { heldBy: scope.userId, heldByName: scope.holderName, heldAt: at },
    },
  ]);
}
