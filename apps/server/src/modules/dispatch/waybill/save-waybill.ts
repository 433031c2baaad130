import { randomUUID } from 'node:crypto';
import { WAYBILL_CREATED_STATUS } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { baseScopeOf, issueDocumentNumbers } from '../../base';
import * as repo from './repository';
import type { WaybillInput } from './schemas';
import { loadRefs, type PreparedWaybill, prepareWaybill } from './waybill-rules';
import { requireWaybill, waybillScope } from './waybill-scope';

export type WaybillSource = 'FORM' | 'API' | 'IMPORT';

/** The waybill's own columns from the input and its prepared references and totals. */
export function waybillColumns(input: WaybillInput, prepared: PreparedWaybill, orderId: string | null) {
  return {
    refNo: input.refNo,
    orderCode: input.orderCode,
    orderId,
    clientId: prepared.clientId,
    shipFromId: prepared.shipFromId,
    shipToId: prepared.shipToId,
    etd: input.etd,
    eta: input.eta,
    requiredDeliveryTime: input.requiredDeliveryTime,
    orderType: input.orderType,
    orderBreed: input.orderBreed,
    transType: input.transType ?? '3',
    transMode: input.transMode,
    isCalllist: input.isCalllist ?? 'N',
    splittable: input.splittable ?? 'Y',
    byContainer: input.byContainer ?? 'N',
    remark: input.remark,
    totalQuantity: prepared.totals.quantity,
    totalCases: prepared.totals.cases,
    totalWeight: prepared.totals.weight,
    totalVolume: prepared.totals.volume,
    totalPallets: prepared.totals.pallets,
  };
}

export const linesFor = (waybillId: string, prepared: PreparedWaybill, by: string) =>
  prepared.lines.map((l) => ({ ...l, uuid: randomUUID(), waybillId, createBy: by }));

export function requireCenter(caller: AuthContext): string {
  if (!caller.dispatchCenterId) throw AppError.invalid('waybill.centerRequired');
  return caller.dispatchCenterId;
}

/** The order an orderCode names, when there is one (a waybill may also carry an unknown upstream code). */
export async function orderIdsByCode(db: DbOrTx, codes: (string | null)[]) {
  const rows = await repo.ordersByCode(db, [...new Set(codes.filter((c): c is string => Boolean(c)))]);
  return new Map(rows.map((r) => [r.code, r.uuid]));
}

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
  if (existing && existing.status !== 'O') {
    throw AppError.invalid('waybill.state.edit', { code: existing.code, status: existing.status });
  }
  const { problems, prepared } = prepareWaybill(input, await loadRefs(db, [input]), scope, centerId);
  const [problem] = problems;
  if (problem || !prepared) throw AppError.invalid(problem?.key ?? 'common.invalidBody', problem?.params);

  return db.transaction(async (tx) => {
    const orderId = (await orderIdsByCode(tx, [input.orderCode])).get(input.orderCode ?? '') ?? null;
    const columns = waybillColumns(input, prepared, orderId);
    if (uuid && existing) {
      await repo.updateWaybills(tx, [uuid], {
        ...columns,
        updateBy: caller.userName,
        updateTime: new Date(),
      });
      await repo.replaceLines(tx, uuid, linesFor(uuid, prepared, caller.userName));
      await repo.insertLogs(tx, [
        { waybillId: uuid, action: 'update', fromStatus: 'O', toStatus: 'O', createBy: caller.userName },
      ]);
      return { uuid, code: existing.code };
    }
    const created = randomUUID();
    const [code] = await issueDocumentNumbers(
      tx,
      { refType: 'waybill', clientId: prepared.clientId, dispatchCenterId: centerId },
      1,
    );
    await repo.insertWaybills(
      tx,
      [
        {
          ...columns,
          uuid: created,
          code: code as string,
          dispatchCenterId: centerId,
          status: WAYBILL_CREATED_STATUS,
          source,
          createBy: caller.userName,
        },
      ],
      linesFor(created, prepared, caller.userName),
      [{ waybillId: created, action: 'create', toStatus: 'O', remark: source, createBy: caller.userName }],
    );
    return { uuid: created, code: code as string };
  });
}
