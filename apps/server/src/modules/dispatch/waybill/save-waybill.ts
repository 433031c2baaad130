import { WAYBILL_CREATED_STATUS } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { baseScopeOf } from '../../base';
import { requireCenter } from '../core/references';
import { insertReady, linesFor, orderIdsByCode, type WaybillSource, waybillColumns } from './create-waybills';
import * as repo from './repository';
import type { WaybillInput } from './schemas';
import { loadRefs, prepareWaybill } from './waybill-rules';
import { requireWaybill, waybillScope } from './waybill-scope';

/**
 * POST /order/waybill/save (no uuid) and /update (uuid): the form and the upstream entry. Creates a
 * waybill in status O of the caller's selected center, its code from the 'waybill' number rule, or
 * changes an open one (others are refused with waybill.state.edit). Refuses the first broken rule of
 * prepareWaybill; totals are always summed from the lines here.
 */
export async function saveWaybill(
  db: Db,
  caller: AuthContext,
  input: WaybillInput,
  source: WaybillSource,
): Promise<{ uuid: string; code: string }> {
  const centerId = requireCenter(caller);
  const scope = await baseScopeOf(db, caller);
  const uuid = input.uuid?.trim() || undefined;
  const existing = uuid
    ? await requireWaybill(
        async (where) =>
          (
            await db
              .select({ code: waybills.code, status: waybills.status })
              .from(waybills)
              .where(and(eq(waybills.uuid, uuid), eq(waybills.delFlag, '0'), where))
          )[0],
        waybillScope(scope),
      )
    : undefined;
  if (existing && existing.status !== WAYBILL_CREATED_STATUS) {
    throw AppError.invalid('waybill.state.edit', { code: existing.code, status: existing.status });
  }
  const { problems, prepared } = prepareWaybill(input, await loadRefs(db, [input]), scope, centerId);
  const [problem] = problems;
  if (problem || !prepared) throw AppError.invalid(problem?.key ?? 'common.invalidBody', problem?.params);

  return db.transaction(async (tx) => {
    if (!uuid || !existing) {
      const [created] = await insertReady(tx, caller, centerId, [{ input, prepared }], source);
      return created as { uuid: string; code: string };
    }
    const orderId = (await orderIdsByCode(tx, [input.orderCode])).get(input.orderCode ?? '') ?? null;
    await repo.updateWaybills(tx, [uuid], {
      ...waybillColumns(input, prepared, orderId),
      updateBy: caller.userName,
      updateTime: new Date(),
    });
    await repo.replaceLines(tx, uuid, linesFor(uuid, prepared, caller.userName));
    // An edit keeps the status (only an open waybill is edited): logged from and to the same.
    await repo.insertLogs(tx, [
      {
        waybillId: uuid,
        action: 'update',
        fromStatus: existing.status,
        toStatus: existing.status,
        createBy: caller.userName,
      },
    ]);
    return { uuid, code: existing.code };
  });
}
