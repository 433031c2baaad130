import { maskAddress, POOL_SOURCE_STATUS } from '@tms/domain';
import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { clients, dispatchCenters, waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { offsetOf } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/list-query';
import { splitTotal, totalColumn } from '../../../platform/paging';
import { dest, src } from '../waybill/row-columns';
import { expireForScope } from './holds';
import type { CandidateQuery } from './schemas';
import { poolScopeOf, waybillWithin } from './scope';

/** The insert-order dialog may span at most 31 days. */
export const CANDIDATE_MAX_DAYS = 31;

const dayMs = 86_400_000;
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

/**
 * GET /order/waybill/selectPoolCandidates: audited waybills (status E, not held) of the caller's scope
 * created in [createBegin, createEnd] (at most 31 days), paged; addresses masked (last 6 characters).
 */
export async function listPoolCandidates(db: Db, caller: AuthContext, query: CandidateQuery) {
  const days = (Date.parse(query.createEnd) - Date.parse(query.createBegin)) / dayMs;
  if (!(days >= 0 && days <= CANDIDATE_MAX_DAYS)) {
    throw AppError.invalid('waybill.pool.range', { max: CANDIDATE_MAX_DAYS });
  }
  const scope = await poolScopeOf(db, caller);
  await expireForScope(db, scope);
  const where = and(
    waybillWithin(scope),
    ...candidateWhere(query, caller.profile.timeZone || 'Asia/Shanghai'),
  );
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
  return {
    total,
    rows: rows.map((r) => ({
      ...r,
      srcAddress: maskAddress(r.srcAddress),
      destAddress: maskAddress(r.destAddress),
      auditTime: r.auditTime ? r.auditTime.toISOString() : null,
      createTime: r.createTime.toISOString(),
      updateTime: r.updateTime ? r.updateTime.toISOString() : null,
    })),
  };
}
