import type { User } from '@tms/contract';
import { and, asc, count, eq, gt, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import {
  configs,
  type DataGroupType,
  departments,
  dispatchCenters,
  roles,
  userDataGroups,
  userDispatchCenters,
  userRoles,
  users,
} from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { containsText } from '../../../platform/list-query';
import { splitTotal, totalColumn } from '../../../platform/paging';
import { timeRange } from '../../../platform/time-range';
import { deptAndBelow, deptScopeCondition, type ScopeCaller } from '../dept/dept-scope';

/** The filters of GET /system/user/list (also used by the export in the download center). */
export type UserFilter = {
  userName?: string;
  nickName?: string;
  phonenumber?: string;
  status?: string;
  /** The department and every department below it. */
  deptId?: number;
  /** Create time, inclusive; YYYY-MM-DD (whole day) or an ISO date-time. */
  beginTime?: string;
  endTime?: string;
  /** Users holding this role (role screen, allocated list). */
  roleId?: number;
  /** Users not holding this role (role screen, unallocated list). */
  withoutRoleId?: number;
};

/** One user as lists and exports show it (never the password hash): the answered record, times as Dates. */
export type UserListRow = Omit<User, 'createTime' | 'loginDate'> & {
  createTime: Date;
  loginDate: Date | null;
};

const listColumns = {
  id: users.id,
  deptId: users.deptId,
  deptName: departments.deptName,
  userName: users.userName,
  nickName: users.nickName,
  email: users.email,
  phonenumber: users.phonenumber,
  sex: users.sex,
  avatar: users.avatar,
  status: users.status,
  loginIp: users.loginIp,
  loginDate: users.loginDate,
  remark: users.remark,
  createTime: users.createTime,
};

const present = eq(users.delFlag, '0');
const holdsRole = (roleId: number) =>
  sql`exists (select 1 from sys_user_role ur where ur.user_id = ${users.id} and ur.role_id = ${roleId})`;

/** The list's WHERE: filters, then RuoYi's data scope (departments, or the caller alone for scope 5). */
export function userConditions(filter: UserFilter, caller: ScopeCaller): SQL | undefined {
  return and(
    present,
    filter.userName ? ilike(users.userName, containsText(filter.userName)) : undefined,
    filter.nickName ? ilike(users.nickName, containsText(filter.nickName)) : undefined,
    filter.phonenumber ? ilike(users.phonenumber, containsText(filter.phonenumber)) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
    filter.deptId ? sql`${users.deptId} in ${deptAndBelow(filter.deptId)}` : undefined,
    ...timeRange(users.createTime, filter.beginTime, filter.endTime),
    filter.roleId ? holdsRole(filter.roleId) : undefined,
    filter.withoutRoleId ? sql`not ${holdsRole(filter.withoutRoleId)}` : undefined,
    deptScopeCondition(caller, users.deptId, users.id),
  );
}

export async function listUsers(
  db: DbOrTx,
  filter: UserFilter,
  caller: ScopeCaller,
  paging: { limit: number; offset: number },
): Promise<{ rows: UserListRow[]; total: number }> {
  const where = userConditions(filter, caller);
  const page = await db
    .select({ ...listColumns, total: totalColumn(users, where) })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(where)
    .orderBy(asc(users.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return splitTotal(page, paging.offset, async () => {
    const [totalRow] = await db.select({ n: count() }).from(users).where(where);
    return totalRow?.n ?? 0;
  });
}

/**
 * Every user matching the list's filters and the caller's data scope, for exports: yields plain rows
 * (with deptName) in id order, read in batches so a large export never holds the table in memory.
 */
export async function* listUsersForExport(
  db: DbOrTx,
  filter: UserFilter,
  caller: Pick<AuthContext, 'userId' | 'roleKeys' | 'roleScopes' | 'deptId'>,
  batchSize = 1000,
): AsyncGenerator<UserListRow> {
  const where = userConditions(filter, caller);
  let after = 0;
  for (;;) {
    const rows = await db
      .select(listColumns)
      .from(users)
      .leftJoin(departments, eq(departments.id, users.deptId))
      .where(and(where, gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(batchSize);
    for (const row of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = last.id;
  }
}

export async function selectAllUsers(db: DbOrTx, caller: ScopeCaller) {
  return db
    .select({ id: users.id, userName: users.userName, nickName: users.nickName, deptId: users.deptId })
    .from(users)
    .where(and(userConditions({ status: '0' }, caller)))
    .orderBy(asc(users.id));
}

/** One user (no password), or undefined when missing, deleted, or outside the given scope. */
export async function findUser(db: DbOrTx, id: number, scope?: SQL) {
  const [row] = await db
    .select({ ...listColumns, dateStyle: users.dateStyle, timeZone: users.timeZone })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(and(present, eq(users.id, id), scope))
    .limit(1);
  return row;
}
export type UserDetailRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export async function passwordHashOf(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ password: users.password })
    .from(users)
    .where(and(present, eq(users.id, id)))
    .limit(1);
  return row?.password;
}

type UniqueField = 'userName' | 'phonenumber' | 'email';
/** True when another present user already uses the value (removed users free their names). */
export async function userValueTaken(db: DbOrTx, field: UniqueField, value: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(present, eq(users[field], value), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

/** Login names already used by present users, among the given ones (imports). */
export async function takenValues(db: DbOrTx, field: UniqueField, values: string[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = await db
    .select({ value: users[field] })
    .from(users)
    .where(and(present, inArray(users[field], values)));
  return new Set(rows.map((r) => r.value ?? ''));
}

export type UserValues = {
  deptId: number | null;
  userName: string;
  nickName: string;
  email: string | null;
  phonenumber: string | null;
  sex: string;
  status: string;
  remark: string | null;
};

export async function insertUser(db: DbOrTx, values: UserValues & { password: string }, by: string) {
  const [row] = await db
    .insert(users)
    .values({ ...values, createBy: by })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row.id;
}

export async function updateUserRow(
  db: DbOrTx,
  id: number,
  values: Partial<typeof users.$inferInsert>,
  by: string,
) {
  await db
    .update(users)
    .set({ ...values, updateBy: by, updateTime: new Date() })
    .where(eq(users.id, id));
}

export async function replaceUserRoles(db: DbOrTx, userId: number, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export type DataGroups = Record<DataGroupType, string[]>;

export async function replaceUserDataGroups(db: DbOrTx, userId: number, groups: DataGroups) {
  await db.delete(userDataGroups).where(eq(userDataGroups.userId, userId));
  const rows = (Object.entries(groups) as [DataGroupType, string[]][]).flatMap(([groupType, refs]) =>
    refs.map((refId) => ({ userId, groupType, refId })),
  );
  if (rows.length > 0) await db.insert(userDataGroups).values(rows);
}

export type CenterLink = { dispatchCenterId: string; isDefault: number };

export async function replaceUserCenters(db: DbOrTx, userId: number, centers: CenterLink[]) {
  await db.delete(userDispatchCenters).where(eq(userDispatchCenters.userId, userId));
  if (centers.length > 0) {
    await db.insert(userDispatchCenters).values(centers.map((c) => ({ userId, ...c })));
  }
}

export async function roleIdsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.delFlag, '0')))
    .orderBy(asc(roles.roleSort));
  return rows.map((r) => r.roleId);
}

export async function rolesOfUser(db: DbOrTx, userId: number) {
  return db
    .select({
      id: roles.id,
      roleName: roles.roleName,
      roleKey: roles.roleKey,
      dataScope: roles.dataScope,
      status: roles.status,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.delFlag, '0')))
    .orderBy(asc(roles.roleSort), asc(roles.id));
}

export async function dataGroupsOfUser(db: DbOrTx, userId: number): Promise<DataGroups> {
  const rows = await db.select().from(userDataGroups).where(eq(userDataGroups.userId, userId));
  const groups: DataGroups = { client: [], carrier: [], dispatchCenter: [], zone: [], dataGroup: [] };
  for (const row of rows) groups[row.groupType]?.push(row.refId);
  return groups;
}

export async function centersOfUser(db: DbOrTx, userId: number) {
  return db
    .select({
      dispatchCenterId: userDispatchCenters.dispatchCenterId,
      isDefault: userDispatchCenters.isDefault,
      name: dispatchCenters.name,
      code: dispatchCenters.code,
    })
    .from(userDispatchCenters)
    .innerJoin(dispatchCenters, eq(dispatchCenters.uuid, userDispatchCenters.dispatchCenterId))
    .where(eq(userDispatchCenters.userId, userId))
    .orderBy(asc(dispatchCenters.code));
}

export async function existingCenterIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ uuid: dispatchCenters.uuid })
    .from(dispatchCenters)
    .where(inArray(dispatchCenters.uuid, ids));
  return new Set(rows.map((r) => r.uuid));
}

export async function presentRoles(db: DbOrTx, filter: { ids?: number[]; keys?: string[] }) {
  if (filter.ids?.length === 0 || filter.keys?.length === 0) return [];
  return db
    .select({ id: roles.id, roleKey: roles.roleKey })
    .from(roles)
    .where(
      and(
        eq(roles.delFlag, '0'),
        filter.ids ? inArray(roles.id, filter.ids) : undefined,
        filter.keys ? inArray(roles.roleKey, filter.keys) : undefined,
      ),
    );
}

/** Removal is logical (del_flag '2'); the login name is suffixed so it can be used again. */
export async function softDeleteUsers(db: DbOrTx, ids: number[], by: string) {
  if (ids.length === 0) return;
  await db
    .update(users)
    .set({
      delFlag: '2',
      userName: sql`${users.userName} || '#' || ${users.id}`,
      updateBy: by,
      updateTime: new Date(),
    })
    .where(and(present, inArray(users.id, ids)));
  await db.delete(userRoles).where(inArray(userRoles.userId, ids));
  await db.delete(userDispatchCenters).where(inArray(userDispatchCenters.userId, ids));
  await db.delete(userDataGroups).where(inArray(userDataGroups.userId, ids));
}

export async function countPresentUsers(db: DbOrTx, ids: number[], scope?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(present, inArray(users.id, ids), scope));
  return row?.n ?? 0;
}

export async function deptExists(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: departments.id, deptName: departments.deptName })
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.delFlag, '0')))
    .limit(1);
  return row;
}

export async function deptsByIdOrName(db: DbOrTx) {
  return db
    .select({ id: departments.id, deptName: departments.deptName })
    .from(departments)
    .where(eq(departments.delFlag, '0'));
}

export async function centersByCode(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db
    .select({ uuid: dispatchCenters.uuid, code: dispatchCenters.code })
    .from(dispatchCenters);
  return new Map(rows.map((r) => [r.code.toUpperCase(), r.uuid]));
}

export async function allPresentRoles(db: DbOrTx) {
  return db.select({ id: roles.id, roleKey: roles.roleKey }).from(roles).where(eq(roles.delFlag, '0'));
}

export async function configValue(db: DbOrTx, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: configs.configValue })
    .from(configs)
    .where(eq(configs.configKey, key))
    .limit(1);
  return row?.value;
}

export async function insertUsers(db: DbOrTx, rows: (UserValues & { password: string })[], by: string) {
  if (rows.length === 0) return [];
  return db
    .insert(users)
    .values(rows.map((r) => ({ ...r, createBy: by })))
    .returning({ id: users.id, userName: users.userName });
}

export async function insertUserRoleLinks(db: DbOrTx, links: { userId: number; roleId: number }[]) {
  if (links.length > 0) await db.insert(userRoles).values(links);
}

export async function insertUserCenterLinks(
  db: DbOrTx,
  links: { userId: number; dispatchCenterId: string; isDefault: number }[],
) {
  if (links.length > 0) await db.insert(userDispatchCenters).values(links);
}
