import { defaultLineType, isTimeAfter, shipmentBatchTransition } from '@tms/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { shipmentLogs, shipments, waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { operatorName } from '../core/operator-name';
import { poolScopeOf } from '../core/scope';
import { shipmentWithin } from '../core/shipment-scope';
import { lockShipments, statusOf, transitionShipments } from './transition-shipments';

/**
 * POST /etaCheck: per shipment, whether its ETA is later than a waybill's required delivery time
 * (ETA must not exceed it). Read only; a closed shipment is refused.
 */
export async function etaCheck(db: Db, caller: AuthContext, ids: string[]) {
  return db.transaction(async (tx) => {
    const rows = await lockShipments(tx, caller, [...new Set(ids)]);
    const decision = shipmentBatchTransition(
      rows.map((r) => ({ status: statusOf(r), code: r.shipmentCode })),
      'etaCheck',
    );
    if (!decision.ok) throw AppError.invalid(decision.key, decision.params);
    const bills = await tx
      .select({
        shipmentId: waybills.shipmentId,
        code: waybills.code,
        required: waybills.requiredDeliveryTime,
      })
      .from(waybills)
      .where(and(inArray(waybills.shipmentId, ids), eq(waybills.delFlag, '0')));
    return rows.map((r) => {
      const late = bills.filter(
        (b) => b.shipmentId === r.uuid && b.required && isTimeAfter(r.eta, b.required),
      );
      return {
        uuid: r.uuid,
        shipmentCode: r.shipmentCode,
        eta: r.eta,
        late: late.length > 0,
        waybillCodes: late.map((b) => b.code),
      };
    });
  });
}

/** POST /defaultLineTypeV2 and V3: each shipment's line type set to the domain's default. */
export async function applyDefaultLineType(db: Db, caller: AuthContext, ids: string[], version: 'V2' | 'V3') {
  return transitionShipments(db, caller, ids, 'changeLineType', {
    set: (row) => ({
      lineType: defaultLineType({ stationNum: row.stationNum, transType: row.transType, version }),
    }),
    remark: `default ${version}`,
  });
}

/** GET /log/{uuid}: the shipment's change log, oldest first. */
export async function shipmentLog(db: Db, caller: AuthContext, uuid: string) {
  const scope = await poolScopeOf(db, caller);
  const [found] = await db
    .select({ uuid: shipments.uuid })
    .from(shipments)
    .where(and(eq(shipments.uuid, uuid), shipmentWithin(scope)));
  if (!found) throw AppError.notFound();
  const rows = await db
    .select({
      id: shipmentLogs.id,
      shipmentId: shipmentLogs.shipmentId,
      action: shipmentLogs.action,
      fromStatus: shipmentLogs.fromStatus,
      toStatus: shipmentLogs.toStatus,
      remark: shipmentLogs.remark,
      createBy: shipmentLogs.createBy,
      createByName: operatorName(shipmentLogs.createBy),
      createTime: shipmentLogs.createTime,
    })
    .from(shipmentLogs)
    .where(eq(shipmentLogs.shipmentId, uuid))
    .orderBy(asc(shipmentLogs.id));
  return rows.map((r) => ({ ...r, createTime: r.createTime.toISOString() }));
}
