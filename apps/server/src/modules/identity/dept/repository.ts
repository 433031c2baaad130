import type { Dept } from '@tms/contract';
import { and, asc, count, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { departments, roleDepts, users } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { containsText } from '../../../platform/list-query';

/** A department as selected: the answered record, with the time as the database returns it. */
export type DeptRow = Omit<Dept, 'createTime'> & { createTime: Date };

const columns = {
  id: departments.id,
  parentId: departments.parentId,
  ancestors: departments.ancestors,
  deptName: departments.deptName,
  orderNum: departments.orderNum,
  leader: departments.leader,
  phone: departments.phone,
  email: departments.email,
  status: departments.status,
  createTime: departments.createTime,
};

const present = eq(departments.delFlag, '0');

export async function listDepts(
  db: DbOrTx,
  filter: { deptName?: string; status?: string },
  scope: SQL | undefined,
): Promise<DeptRow[]> {
  return db
    .select(columns)
    .from(departments)
    .where(
      and(
        present,
        filter.deptName ? ilike(departments.deptName, containsText(filter.deptName)) : undefined,
        filter.status ? eq(departments.status, filter.status) : undefined,
        scope,
      ),
    )
    .orderBy(asc(departments.parentId), asc(departments.orderNum), asc(departments.id));
}

export async function findDept(db: DbOrTx, id: number, scope?: SQL): Promise<DeptRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(departments)
    .where(and(present, eq(departments.id, id), scope))
    .limit(1);
  return row;
}

export async function deptNameTaken(db: DbOrTx, parentId: number, deptName: string, exceptId?: number) {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        present,
        eq(departments.parentId, parentId),
        eq(departments.deptName, deptName),
        exceptId ? ne(departments.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export type DeptValues = {
  parentId: number;
  ancestors: string;
  deptName: string;
  orderNum: number;
  leader: string | null;
  phone: string | null;
  email: string | null;
  status: string;
};

export async function insertDept(db: DbOrTx, values: DeptValues, by: string): Promise<number> {
  const [row] = await db
    .insert(departments)
    .values({ ...values, createBy: by })
    .returning({ id: departments.id });
  if (!row) throw new Error('department not inserted');
  return row.id;
}

export async function updateDeptRow(db: DbOrTx, id: number, values: DeptValues, by: string) {
  await db
    .update(departments)
    .set({ ...values, updateBy: by, updateTime: new Date() })
    .where(eq(departments.id, id));
}

/** Moves the subtree: every descendant's ancestors swap the old path prefix for the new one. */
export async function rewriteDescendantAncestors(db: DbOrTx, id: number, oldPath: string, newPath: string) {
  await db.execute(sql`
    update sys_dept set ancestors = ${newPath} || substr(ancestors, ${oldPath.length + 1})
    where ${String(id)} = any(string_to_array(ancestors, ',')) and left(ancestors, ${oldPath.length}) = ${oldPath}`);
}

/** Enabling a department enables the departments above it (RuoYi updateParentDeptStatusNormal). */
export async function enableAncestors(db: DbOrTx, ancestors: string) {
  const ids = ancestors
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  if (ids.length === 0) return;
  await db.update(departments).set({ status: '0' }).where(inArray(departments.id, ids));
}

export async function isDescendant(db: DbOrTx, candidateId: number, ofId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.id, candidateId),
        sql`${String(ofId)} = any(string_to_array(${departments.ancestors}, ','))`,
      ),
    )
    .limit(1);
  return !!row;
}

export async function countChildren(db: DbOrTx, id: number, onlyEnabled = false): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(departments)
    .where(and(present, eq(departments.parentId, id), onlyEnabled ? eq(departments.status, '0') : undefined));
  return row?.n ?? 0;
}

export async function countUsersIn(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.deptId, id), eq(users.delFlag, '0')));
  return row?.n ?? 0;
}

export async function softDeleteDept(db: DbOrTx, id: number, by: string) {
  await db
    .update(departments)
    .set({ delFlag: '2', updateBy: by, updateTime: new Date() })
    .where(eq(departments.id, id));
  await db.delete(roleDepts).where(eq(roleDepts.deptId, id));
}

export async function roleDeptIds(db: DbOrTx, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ deptId: roleDepts.deptId })
    .from(roleDepts)
    .innerJoin(departments, eq(departments.id, roleDepts.deptId))
    .where(and(eq(roleDepts.roleId, roleId), present));
  return rows.map((r) => r.deptId);
}

export async function existingDeptIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(present, inArray(departments.id, ids)));
  return rows.map((r) => r.id);
}
