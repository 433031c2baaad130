import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alertRules, dispatchCenters } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { totalColumn } from '../../../platform/paging';

const R = alertRules;

/** What a list row and the detail read: the rule with its center's name. */
const columns = {
  uuid: R.uuid,
  code: R.code,
  name: R.name,
  type: R.type,
  status: R.status,
  dispatchCenterId: R.dispatchCenterId,
  dispatchCenterName: dispatchCenters.name,
  zones: R.zones,
  stationType: R.stationType,
  scenario: R.scenario,
  speedLimitKmh: R.speedLimitKmh,
  overspeedMinutes: R.overspeedMinutes,
  overTempMinutesWarehouse: R.overTempMinutesWarehouse,
  overTempMinutesRoute: R.overTempMinutesRoute,
  overTempCounting: R.overTempCounting,
  doorGraceMinutes: R.doorGraceMinutes,
  fenceDistanceM: R.fenceDistanceM,
  doorOpenMinutes: R.doorOpenMinutes,
  parkingMinutes: R.parkingMinutes,
  fatigueDrivingMinutes: R.fatigueDrivingMinutes,
  fatigueRestMinutes: R.fatigueRestMinutes,
  gpsLossMinutes: R.gpsLossMinutes,
  delayMinutes: R.delayMinutes,
  levelSlight: R.levelSlight,
  levelModerate: R.levelModerate,
  levelSerious: R.levelSerious,
  informDriver: R.informDriver,
  informRoles: R.informRoles,
  informContent: R.informContent,
  inAssessment: R.inAssessment,
  remark: R.remark,
  createTime: R.createTime,
  updateTime: R.updateTime,
};
const selectRules = (db: DbOrTx) =>
  db.select(columns).from(R).leftJoin(dispatchCenters, eq(dispatchCenters.uuid, R.dispatchCenterId));
export type AlertRuleRow = Awaited<ReturnType<typeof selectRules>>[number];

export const present = eq(R.delFlag, '0');

/**
 * The rules a caller may see: those of the given centers and those for every center (no center);
 * null centers: every rule (the super user and the admin role).
 */
export function withinCenters(centers: string[] | null): SQL | undefined {
  if (centers === null) return undefined;
  if (centers.length === 0) return isNull(R.dispatchCenterId);
  return or(isNull(R.dispatchCenterId), inArray(R.dispatchCenterId, centers));
}

export async function listPage(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: AlertRuleRow[]; total: number | null }> {
  const page = await db
    .select({ ...columns, total: totalColumn(R, where) })
    .from(R)
    .leftJoin(dispatchCenters, eq(dispatchCenters.uuid, R.dispatchCenterId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const rows: AlertRuleRow[] = page.map(({ total: _total, ...row }) => row);
  return { rows, total: page[0]?.total ?? null };
}

export async function countRules(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(R)
    .where(where);
  return row?.n ?? 0;
}

export async function findRule(db: DbOrTx, uuid: string, scope: SQL | undefined) {
  const [row] = await selectRules(db).where(and(eq(R.uuid, uuid), present, scope));
  return row;
}

/** Present rules with these uuids: uuid, code and status, in scope when `scope` is given. */
export function headsOf(db: DbOrTx, uuids: string[], scope: SQL | undefined) {
  return db
    .select({ uuid: R.uuid, code: R.code, status: R.status })
    .from(R)
    .where(and(inArray(R.uuid, uuids), present, scope));
}

export async function codeTaken(db: DbOrTx, code: string, uuid: string | undefined): Promise<boolean> {
  const [row] = await db
    .select({ uuid: R.uuid })
    .from(R)
    .where(and(eq(R.code, code), present, uuid ? ne(R.uuid, uuid) : undefined))
    .limit(1);
  return row !== undefined;
}

/** Present temperature rules for a station type and scenario (the pair names one rule). */
export function temperatureRulesFor(db: DbOrTx, stationType: string, scenario: string) {
  return db
    .select({ id: R.uuid, type: R.type, stationType: R.stationType, scenario: R.scenario })
    .from(R)
    .where(and(present, eq(R.type, 'temp'), eq(R.stationType, stationType), eq(R.scenario, scenario)));
}

export type AlertRuleValues = Omit<typeof R.$inferInsert, 'uuid' | 'delFlag' | 'createTime' | 'createBy'>;

export async function insertRule(
  db: DbOrTx,
  uuid: string,
  values: AlertRuleValues,
  who: string,
): Promise<void> {
  await db.insert(R).values({ ...values, uuid, createBy: who });
}

export async function updateRule(
  db: DbOrTx,
  uuid: string,
  values: AlertRuleValues,
  who: string,
): Promise<void> {
  await db
    .update(R)
    .set({ ...values, updateBy: who, updateTime: new Date() })
    .where(and(eq(R.uuid, uuid), present));
}

export async function setStatus(db: DbOrTx, uuids: string[], status: string, who: string): Promise<void> {
  await db
    .update(R)
    .set({ status, updateBy: who, updateTime: new Date() })
    .where(and(inArray(R.uuid, uuids), present));
}

export async function softRemove(db: DbOrTx, uuids: string[], who: string): Promise<void> {
  await db
    .update(R)
    .set({ delFlag: '2', updateBy: who, updateTime: new Date() })
    .where(and(inArray(R.uuid, uuids), present));
}

/** The columns a list may sort on. */
export const SORTABLE = {
  code: R.code,
  name: R.name,
  type: R.type,
  status: R.status,
  dispatchCenterName: dispatchCenters.name,
  createTime: R.createTime,
  updateTime: R.updateTime,
};

export const table = R;
