import type { Role } from '@tms/contract';
import { and, asc, count, eq, ilike, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { roleDepts, roleMenus, roles, userRoles, users } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { containsText } from '../../../platform/list-query';
import { timeRange } from '../../../platform/time-range';

/** A role as selected: the answered record without the computed admin flag, the time as a Date. */
export type RoleRow = Omit<Role, 'createTime' | 'admin'> & { createTime: Date };

const columns = {
  id: roles.id,
  roleName: roles.roleName,
  roleKey: roles.roleKey,
  roleSort: roles.roleSort,
  dataScope: roles.dataScope,
  status: roles.status,
  remark: roles.remark,
  createTime: roles.createTime,
};
const present = eq(roles.delFlag, '0');

export type RoleFilter = {
  roleName?: string;
  roleKey?: string;
  status?: string;
  beginTime?: string;
  endTime?: string;
};

export async function listRoles(
  db: DbOrTx,
  filter: RoleFilter,
  paging: { limit: number; offset: number },
): Promise<{ rows: RoleRow[]; total: number }> {
  const where = and(
    present,
    filter.roleName ? ilike(roles.roleName, containsText(filter.roleName)) : undefined,
    filter.roleKey ? ilike(roles.roleKey, containsText(filter.roleKey)) : undefined,
    filter.status ? eq(roles.status, filter.status) : undefined,
    ...timeRange(roles.createTime, filter.beginTime, filter.endTime),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(roles)
      .where(where)
      .orderBy(asc(roles.roleSort), asc(roles.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(roles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function allRoles(db: DbOrTx): Promise<RoleRow[]> {
  return db.select(columns).from(roles).where(present).orderBy(asc(roles.roleSort), asc(roles.id));
}

export async function findRole(db: DbOrTx, id: number): Promise<RoleRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(roles)
    .where(and(present, eq(roles.id, id)))
    .limit(1);
  return row;
}

export async function findRoles(db: DbOrTx, ids: number[]): Promise<RoleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(roles)
    .where(and(present, inArray(roles.id, ids)));
}

export async function roleValueTaken(
  db: DbOrTx,
  field: 'roleKey' | 'roleName',
  value: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(present, eq(roles[field], value), exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export type RoleValues = {
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: string;
  remark: string | null;
  dataScope?: string;
};

export async function insertRole(db: DbOrTx, values: RoleValues, by: string): Promise<number> {
  const [row] = await db
    .insert(roles)
    .values({ ...values, createBy: by })
    .returning({ id: roles.id });
  if (!row) throw new Error('role not inserted');
  return row.id;
}

export async function updateRoleRow(db: DbOrTx, id: number, values: Partial<RoleValues>, by: string) {
  await db
    .update(roles)
    .set({ ...values, updateBy: by, updateTime: new Date() })
    .where(eq(roles.id, id));
}

export async function replaceRoleMenus(db: DbOrTx, roleId: number, menuIds: number[]) {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (menuIds.length > 0) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
}

export async function replaceRoleDepts(db: DbOrTx, roleId: number, deptIds: number[]) {
  await db.delete(roleDepts).where(eq(roleDepts.roleId, roleId));
  if (deptIds.length > 0) await db.insert(roleDepts).values(deptIds.map((deptId) => ({ roleId, deptId })));
}

/** Present users holding each role. */
export async function usersPerRole(db: DbOrTx, roleIds: number[]): Promise<Map<number, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(inArray(userRoles.roleId, roleIds), eq(users.delFlag, '0')))
    .groupBy(userRoles.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
}

/** Removal is logical; the key is suffixed so it can be used again. Grants go with it. */
export async function softDeleteRoles(db: DbOrTx, ids: number[], by: string) {
  await db
    .update(roles)
    .set({
      delFlag: '2',
      roleKey: sql`${roles.roleKey} || '#' || ${roles.id}`,
      updateBy: by,
      updateTime: new Date(),
    })
    .where(inArray(roles.id, ids));
  await db.delete(roleMenus).where(inArray(roleMenus.roleId, ids));
  await db.delete(roleDepts).where(inArray(roleDepts.roleId, ids));
  await db.delete(userRoles).where(inArray(userRoles.roleId, ids));
}

export async function bindUsers(db: DbOrTx, roleId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  await db
    .insert(userRoles)
    .values(userIds.map((userId) => ({ userId, roleId })))
    .onConflictDoNothing();
}

export async function unbindUsers(db: DbOrTx, roleId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  await db.delete(userRoles).where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, userIds)));
}

/** Roles a user holds, or (other = true) the present roles the user does not hold. */
export async function rolesForUser(db: DbOrTx, userId: number, other: boolean): Promise<RoleRow[]> {
  const held = db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return db
    .select(columns)
    .from(roles)
    .where(and(present, other ? notInArray(roles.id, held) : inArray(roles.id, held)))
    .orderBy(asc(roles.roleSort), asc(roles.id));
}
