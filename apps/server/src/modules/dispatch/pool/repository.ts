import { POOL_SOURCE_STATUS } from '@tms/domain';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { clients, dispatchCenters, waybills } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { offsetOf } from '../../../platform/envelope';
import { escapeLike, orderByOf } from '../../../platform/list-query';
import { splitTotal, totalColumn } from '../../../platform/paging';
import { loadPoolRows, POOL_SORTABLE } from '../core/pool-rows';
import { dest, src } from '../core/row-columns';
import { type PoolScope, waybillWithin } from '../core/scope';
import { lockWaybillStates, staleHoldBefore, updateWaybillColumns } from '../core/waybill-repository';
import type { CandidateQuery, PoolListQuery } from './schemas';

/**
 * The order pool's own queries: holds (who holds which waybill, since when), the insert dialog's
 * candidates, the pool panel, the move check's and the stations' reads. Statuses are written by the
 * dispatch core's waybill writer, never here.
 */

/** The statuses a hold is kept on: in the pool (H), or scheduled and open in edit mode (S). */
const HOLDABLE = ['H', 'S'];

/** A submit's waybills: those submitted and those on the shipments it adjusts, locked for its steps. */
export const lockForSubmit = (db: DbOrTx, submitted: string[], shipmentIds: string[]) =>
  lockWaybillStates(
    db,
    or(
      inArray(waybills.uuid, submitted),
      shipmentIds.length > 0 ? inArray(waybills.shipmentId, shipmentIds) : undefined,
    ),
  );

/** Holds older than the hold time (of one center, or all), locked; rows another call holds are skipped. */
export function lockStaleHolds(db: DbOrTx, centerId?: string | null) {
  return db
    .select({ uuid: waybills.uuid, code: waybills.code, status: waybills.status })
    .from(waybills)
    .where(
      and(
        inArray(waybills.status, HOLDABLE),
        lt(waybills.heldAt, staleHoldBefore()),
        centerId ? eq(waybills.dispatchCenterId, centerId) : undefined,
      ),
    )
    .orderBy(waybills.uuid)
    .for('update', { skipLocked: true });
}

/** The columns of a hold by the caller, from now. */
export const holdOf = (scope: PoolScope, at = new Date()) => ({
  heldBy: scope.userId,
  heldByName: scope.holderName,
  heldAt: at,
});

/** No hold. */
export const NO_HOLD = { heldBy: null, heldByName: null, heldAt: null } as const;

/** Drops the holds of the waybills `ids` (their status stays). */
export function dropHolds(db: DbOrTx, ids: string[], ...conditions: (SQL | undefined)[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return updateWaybillColumns(db, and(inArray(waybills.uuid, ids), ...conditions), {
    ...NO_HOLD,
    updateTime: new Date(),
  });
}

/** The caller's hold on scheduled waybills (edit mode) dropped; they stay on their shipment. */
export const dropScheduledHolds = (db: DbOrTx, scope: PoolScope, ids: string[]) =>
  dropHolds(db, ids, eq(waybills.status, 'S'), eq(waybills.heldBy, scope.userId));

/** The caller's holds among `ids` renewed from now (the screen's heartbeat); answers the ones renewed. */
export function renewCallerHolds(db: DbOrTx, scope: PoolScope, ids: string[]) {
  return updateWaybillColumns(
    db,
    and(
      inArray(waybills.uuid, ids),
      waybillWithin(scope),
      eq(waybills.heldBy, scope.userId),
      inArray(waybills.status, HOLDABLE),
    ),
    { heldAt: new Date() },
  );
}

/** Which of `ids` the caller holds. */
export function callerHolds(db: DbOrTx, scope: PoolScope, ids: string[]) {
  return db
    .select({ uuid: waybills.uuid })
    .from(waybills)
    .where(
      and(
        inArray(waybills.uuid, ids),
        waybillWithin(scope),
        eq(waybills.heldBy, scope.userId),
        inArray(waybills.status, HOLDABLE),
      ),
    );
}

const contains = (value: string) => `%${escapeLike(value)}%`;

/** A 'YYYY-MM-DD' end bound covers its whole day. */
function timeRange(column: typeof waybills.etd, begin?: string, end?: string): SQL | undefined {
  const parts: SQL[] = [];
  if (begin) parts.push(sql`${column} >= ${begin}::timestamp`);
  if (end) {
    parts.push(end.length === 10 ? sql`${column} < ${end}::date + 1` : sql`${column} <= ${end}::timestamp`);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

function candidateWhere(query: CandidateQuery, timeZone: string): SQL[] {
  const yes = (flag: string | undefined, column: typeof waybills.isCalllist) =>
    flag ? eq(column, flag) : undefined;
  const remark =
    query.isRemark === 'Y'
      ? sql`coalesce(${waybills.remark}, '') <> ''`
      : query.isRemark === 'N'
        ? or(isNull(waybills.remark), eq(waybills.remark, ''))
        : undefined;
  return [
    eq(waybills.status, POOL_SOURCE_STATUS),
    // Created dates are the user's calendar days.
    sql`${waybills.createTime} >= (${query.createBegin}::date::timestamp at time zone ${timeZone})`,
    sql`${waybills.createTime} < ((${query.createEnd}::date + 1)::timestamp at time zone ${timeZone})`,
    query.code ? ilike(waybills.code, contains(query.code)) : undefined,
    query.refNo ? ilike(waybills.refNo, contains(query.refNo)) : undefined,
    query.refDispatchId ? eq(waybills.refDispatchId, query.refDispatchId) : undefined,
    query.clientId ? eq(waybills.clientId, query.clientId) : undefined,
    query.shipFromId ? eq(waybills.shipFromId, query.shipFromId) : undefined,
    query.shipToId ? eq(waybills.shipToId, query.shipToId) : undefined,
    query.orderBreed ? eq(waybills.orderBreed, query.orderBreed) : undefined,
    query.orderCode ? ilike(waybills.orderCode, contains(query.orderCode)) : undefined,
    query.transType ? eq(waybills.transType, query.transType) : undefined,
    timeRange(waybills.etd, query.etdBegin, query.etdEnd),
    timeRange(waybills.eta, query.etaBegin, query.etaEnd),
    yes(query.isCalllist, waybills.isCalllist),
    remark,
    query.remark ? ilike(waybills.remark, contains(query.remark)) : undefined,
  ].filter((part): part is SQL => part !== undefined);
}

/** A page of the insert-order dialog: audited waybills of the scope matching the filters, newest first. */
export async function candidatePage(db: DbOrTx, scope: PoolScope, query: CandidateQuery, timeZone: string) {
  const where = and(waybillWithin(scope), ...candidateWhere(query, timeZone));
  const offset = offsetOf(query);
  const page = await db
    .select({
      uuid: waybills.uuid,
      code: waybills.code,
      refDispatchName: dispatchCenters.name,
      refNo: waybills.refNo,
      clientName: clients.name,
      orderCode: waybills.orderCode,
      status: waybills.status,
      orderType: waybills.orderType,
      srcStationName: src.name,
      destStationName: dest.name,
      isSplit: waybills.isSplit,
      srcAddress: src.address,
      destAddress: dest.address,
      etd: waybills.etd,
      eta: waybills.eta,
      transType: waybills.transType,
      transMode: waybills.transMode,
      atd: waybills.atd,
      ata: waybills.ata,
      auditTime: waybills.auditTime,
      createTime: waybills.createTime,
      updateTime: waybills.updateTime,
      total: totalColumn(waybills, where),
    })
    .from(waybills)
    .leftJoin(src, eq(src.uuid, waybills.shipFromId))
    .leftJoin(dest, eq(dest.uuid, waybills.shipToId))
    .leftJoin(clients, eq(clients.uuid, waybills.clientId))
    .leftJoin(dispatchCenters, eq(dispatchCenters.uuid, waybills.refDispatchId))
    .where(where)
    .orderBy(desc(waybills.createTime), asc(waybills.uuid))
    .limit(query.pageSize)
    .offset(offset);
  const { rows, total } = await splitTotal(page, offset, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(waybills)
      .where(where);
    return row?.n ?? 0;
  });
  return { rows, total };
}

/** The waybills `ids` of the scope as the move check takes them: parents and both ends. */
export async function moveCheckOrders(db: DbOrTx, scope: PoolScope, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      uuid: waybills.uuid,
      code: waybills.code,
      parentId: waybills.parentId,
      shipFromId: waybills.shipFromId,
      shipToId: waybills.shipToId,
    })
    .from(waybills)
    .where(and(waybillWithin(scope), inArray(waybills.uuid, ids)));
}

/** The pick-up and delivery stations of the waybills `ids` of the scope, each once. */
export async function stationIdsOf(db: DbOrTx, scope: PoolScope, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ from: waybills.shipFromId, to: waybills.shipToId })
    .from(waybills)
    .where(and(waybillWithin(scope), inArray(waybills.uuid, ids)));
  return [...new Set(rows.flatMap((r) => [r.from, r.to]))];
}

/** The pool panel: the waybills the caller holds in the pool, filtered and sorted on whitelisted columns. */
export function poolPanelRows(db: DbOrTx, scope: PoolScope, query: PoolListQuery) {
  const where = and(
    waybillWithin(scope),
    eq(waybills.status, 'H'),
    eq(waybills.heldBy, scope.userId),
    query.ids ? inArray(waybills.uuid, query.ids) : undefined,
    query.waybillCode ? ilike(waybills.code, `%${escapeLike(query.waybillCode)}%`) : undefined,
    query.refNo ? ilike(waybills.refNo, `%${escapeLike(query.refNo)}%`) : undefined,
    query.clientIds ? inArray(waybills.clientId, query.clientIds) : undefined,
    query.shipToIds ? inArray(waybills.shipToId, query.shipToIds) : undefined,
  ) as SQL;
  return loadPoolRows(db, where, orderByOf(POOL_SORTABLE, query, [asc(waybills.code)]));
}
