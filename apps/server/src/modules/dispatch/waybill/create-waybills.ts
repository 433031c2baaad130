import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx, Tx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { baseScopeOf, issueDocumentNumbers } from '../../base';
import { requireCenter } from '../core/references';
import { insertNewWaybills, type NewWaybill } from '../core/waybill-writer';
import * as repo from './repository';
import type { WaybillInput } from './schemas';
import { loadRefs, type PreparedWaybill, prepareWaybill } from './waybill-rules';

/** Where a waybill came from: the form, an upstream system's call, or a spreadsheet. */
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

/** The order an orderCode names, when there is one (a waybill may also carry an unknown upstream code). */
export async function orderIdsByCode(db: DbOrTx, codes: (string | null)[]) {
  const rows = await repo.ordersByCode(db, [...new Set(codes.filter((c): c is string => Boolean(c)))]);
  return new Map(rows.map((r) => [r.code, r.uuid]));
}

export type ReadyWaybill = { input: WaybillInput; prepared: PreparedWaybill };

/**
 * Writes waybills that passed prepareWaybill into the center `centerId`, in the caller's transaction:
 * codes from the 'waybill' number rule reserved per client (consecutive in the order given), open as
 * the domain says, each logged as created from `source`. Answers them in the order given.
 */
export async function insertReady(
  tx: Tx,
  caller: AuthContext,
  centerId: string,
  ready: readonly ReadyWaybill[],
  source: WaybillSource,
): Promise<{ uuid: string; code: string }[]> {
  const orderIds = await orderIdsByCode(
    tx,
    ready.map((r) => r.input.orderCode),
  );
  const byClient = new Map<string, number[]>();
  for (const [i, r] of ready.entries()) {
    byClient.set(r.prepared.clientId, [...(byClient.get(r.prepared.clientId) ?? []), i]);
  }
  const out: { uuid: string; code: string }[] = new Array(ready.length);
  const news: NewWaybill[] = [];
  for (const [clientId, indexes] of byClient) {
    const codes = await issueDocumentNumbers(
      tx,
      { refType: 'waybill', clientId, dispatchCenterId: centerId },
      indexes.length,
    );
    indexes.forEach((index, n) => {
      const { input, prepared } = ready[index] as ReadyWaybill;
      const uuid = randomUUID();
      const code = codes[n] as string;
      news.push({
        row: {
          ...waybillColumns(input, prepared, orderIds.get(input.orderCode ?? '') ?? null),
          uuid,
          code,
          dispatchCenterId: centerId,
          source,
          createBy: caller.userName,
        },
        lines: linesFor(uuid, prepared, caller.userName),
        origin: { action: 'create', remark: source },
      });
      out[index] = { uuid, code };
    });
  }
  await insertNewWaybills(tx, news, caller.userName);
  return out;
}

/**
 * Many waybills of the caller's selected center at once, as an upstream system sends a day's orders:
 * every one checked with the form's rules first (prepareWaybill; the first broken rule refuses the
 * call and nothing is saved), then all written in one transaction (insertReady).
 */
export async function createWaybills(
  db: DbOrTx,
  caller: AuthContext,
  inputs: readonly WaybillInput[],
  source: WaybillSource,
): Promise<{ uuid: string; code: string }[]> {
  const centerId = requireCenter(caller);
  const scope = await baseScopeOf(db, caller);
  const refs = await loadRefs(db, [...inputs]);
  const ready = inputs.map((input): ReadyWaybill => {
    const { problems, prepared } = prepareWaybill(input, refs, scope, centerId);
    const [problem] = problems;
    if (problem || !prepared) throw AppError.invalid(problem?.key ?? 'common.invalidBody', problem?.params);
    return { input, prepared };
  });
  return db.transaction((tx) => insertReady(tx, caller, centerId, ready, source));
}
