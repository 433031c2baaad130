import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { carrierOfCaller } from '../core/references';
import * as repo from './repository';
import { lockInScope } from './waybill-transitions';

type Change = { action: string; patch: repo.WaybillPatch; remark: string | null };

/** A change that keeps the status, on waybills in the caller's scope, logged per waybill. */
async function changeWaybills(db: Db, caller: AuthContext, ids: string[], change: Change) {
  return db.transaction(async (tx) => {
    const rows = await lockInScope(tx, caller, ids);
    const uuids = rows.map((r) => r.uuid);
    await repo.updateWaybills(tx, uuids, {
      ...change.patch,
      updateBy: caller.userName,
      updateTime: new Date(),
    });
    await repo.insertLogs(
      tx,
      rows.map((r) => ({
        waybillId: r.uuid,
        action: change.action,
        fromStatus: r.status,
        toStatus: r.status,
        remark: change.remark,
        createBy: caller.userName,
      })),
    );
    return uuids.length;
  });
}

/** POST /order/waybill/editRemark: the remark, in any status. */
export function editRemark(db: Db, caller: AuthContext, uuid: string, remark: string | null) {
  return changeWaybills(db, caller, [uuid], { action: 'editRemark', patch: { remark }, remark });
}

/** POST /order/waybill/updateWaybillCarrier?ids=&carrierId=: sets (or clears, empty) the carrier. */
export async function updateWaybillCarrier(
  db: Db,
  caller: AuthContext,
  ids: string[],
  carrierId: string | undefined,
) {
  if (carrierId && !(await carrierOfCaller(db, caller, carrierId))) {
    throw AppError.invalid('waybill.carrierUnknown', { value: carrierId });
  }
  return changeWaybills(db, caller, ids, {
    action: 'carrier',
    patch: { carrierId: carrierId ?? null },
    remark: carrierId ?? null,
  });
}

/** POST /order/waybill/printReset?ids=: the print count back to 0, so the documents print as first copies. */
export function printReset(db: Db, caller: AuthContext, ids: string[]) {
  return changeWaybills(db, caller, ids, { action: 'printReset', patch: { printCount: 0 }, remark: null });
}

/** GET /order/waybill/log/{uuid}: the waybill's transitions, oldest first. */
export async function waybillLog(db: Db, caller: AuthContext, uuid: string) {
  // Reading the log needs the same scope as reading the waybill (404 / 403).
  await lockInScope(db, caller, [uuid], false);
  const rows = await repo.logsOf(db, uuid);
  return rows.map((r) => ({ ...r, createTime: r.createTime.toISOString() }));
}
