import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { dispatchCenters, sessions, userDataGroups, userDispatchCenters, users } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

export type CenterRow = typeof dispatchCenters.$inferSelect;
export type CenterFilter = { code?: string; name?: string; status?: string };
export type CenterOption = { uuid: string; code: string; name: string };

const option = { uuid: dispatchCenters.uuid, code: dispatchCenters.code, name: dispatchCenters.name };

export async function pageCenters(db: DbOrTx, filter: CenterFilter, limit: number, offset: number) {
  const where = and(
    filter.code ? ilike(dispatchCenters.code, `%${filter.code}%`) : undefined,
    filter.name ? ilike(dispatchCenters.name, `%${filter.name}%`) : undefined,
    filter.status ? eq(dispatchCenters.status, filter.status) : undefined,
  );
  const rows = await db
    .select()
    .from(dispatchCenters)
    .where(where)
    .orderBy(asc(dispatchCenters.code))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(dispatchCenters).where(where);
  return { rows, total: total?.n ?? 0 };
}

export function findCenter(db: DbOrTx, uuid: string): Promise<CenterRow | undefined> {
  return db.query.dispatchCenters.findFirst({ where: eq(dispatchCenters.uuid, uuid) });
}

export async function centerCodeTaken(db: DbOrTx, code: string, exceptUuid?: string): Promise<boolean> {
  const row = await db.query.dispatchCenters.findFirst({
    where: and(eq(dispatchCenters.code, code), exceptUuid ? ne(dispatchCenters.uuid, exceptUuid) : undefined),
  });
  return !!row;
}

export async function insertCenter(db: DbOrTx, row: typeof dispatchCenters.$inferInsert): Promise<void> {
  await db.insert(dispatchCenters).values(row);
}

export async function updateCenterRow(
  db: DbOrTx,
  uuid: string,
  patch: Partial<typeof dispatchCenters.$inferInsert>,
): Promise<void> {
  await db.update(dispatchCenters).set(patch).where(eq(dispatchCenters.uuid, uuid));
}

export function findCentersByUuids(db: DbOrTx, uuids: string[]): Promise<CenterRow[]> {
  return db.select().from(dispatchCenters).where(inArray(dispatchCenters.uuid, uuids));
}

export async function usersAssignedTo(db: DbOrTx, uuid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userDispatchCenters)
    .where(eq(userDispatchCenters.dispatchCenterId, uuid));
  return row?.n ?? 0;
}

export async function deleteCenters(db: DbOrTx, uuids: string[]): Promise<void> {
  await db
    .delete(userDataGroups)
    .where(and(eq(userDataGroups.groupType, 'dispatchCenter'), inArray(userDataGroups.refId, uuids)));
  await db.delete(dispatchCenters).where(inArray(dispatchCenters.uuid, uuids));
}

/** Options for selectors: enabled only unless told otherwise; optional keyword on code or name. */
export function centerOptions(
  db: DbOrTx,
  options: { keyword?: string; uuids?: string[]; includeDisabled?: boolean } = {},
): Promise<(CenterOption & { status: string })[]> {
  const where: SQL | undefined = and(
    options.includeDisabled ? undefined : eq(dispatchCenters.status, '0'),
    options.keyword
      ? or(
          ilike(dispatchCenters.code, `%${options.keyword}%`),
          ilike(dispatchCenters.name, `%${options.keyword}%`),
        )
      : undefined,
    options.uuids ? inArray(dispatchCenters.uuid, options.uuids.length ? options.uuids : ['']) : undefined,
  );
  return db
    .select({ ...option, status: dispatchCenters.status })
    .from(dispatchCenters)
    .where(where)
    .orderBy(asc(dispatchCenters.code));
}

/** A user's enabled centers with the default flag. */
export function userCenters(db: DbOrTx, userId: number) {
  return db
    .select({ ...option, isDefault: userDispatchCenters.isDefault })
    .from(userDispatchCenters)
    .innerJoin(dispatchCenters, eq(dispatchCenters.uuid, userDispatchCenters.dispatchCenterId))
    .where(and(eq(userDispatchCenters.userId, userId), eq(dispatchCenters.status, '0')))
    .orderBy(asc(dispatchCenters.code));
}

export function userExists(db: DbOrTx, userId: number) {
  return db.query.users.findFirst({ where: and(eq(users.id, userId), eq(users.delFlag, '0')) });
}

export async function setSessionCenter(db: DbOrTx, tokenHash: string, uuid: string): Promise<void> {
  await db.update(sessions).set({ dispatchCenterId: uuid }).where(eq(sessions.tokenHash, tokenHash));
}

/** Carrier refs a user holds through data groups. */
export async function carrierIdsOfUser(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ refId: userDataGroups.refId })
    .from(userDataGroups)
    .where(and(eq(userDataGroups.userId, userId), eq(userDataGroups.groupType, 'carrier')));
  return rows.map((r) => r.refId);
}

/**
 * The enabled centers of the users linked to these carriers through carrier data groups: until the
 * carrier area exists, that link is what ties a carrier to dispatch centers.
 */
export async function centersOfCarriers(db: DbOrTx, carrierIds: string[]): Promise<CenterOption[]> {
  if (carrierIds.length === 0) return [];
  return db
    .selectDistinct(option)
    .from(userDataGroups)
    .innerJoin(userDispatchCenters, eq(userDispatchCenters.userId, userDataGroups.userId))
    .innerJoin(dispatchCenters, eq(dispatchCenters.uuid, userDispatchCenters.dispatchCenterId))
    .where(
      and(
        eq(userDataGroups.groupType, 'carrier'),
        inArray(userDataGroups.refId, carrierIds),
        eq(dispatchCenters.status, '0'),
      ),
    )
    .orderBy(asc(dispatchCenters.code));
}
