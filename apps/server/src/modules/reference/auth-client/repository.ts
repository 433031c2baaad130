import { and, asc, count, eq, gt, ilike, inArray, isNull, ne } from 'drizzle-orm';
import { authClients, authCodes, users } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

export type AuthClientRow = typeof authClients.$inferSelect;
export type AuthClientFilter = { clientId?: string; clientName?: string; status?: string };

export async function pageAuthClients(db: DbOrTx, filter: AuthClientFilter, limit: number, offset: number) {
  const where = and(
    filter.clientId ? ilike(authClients.clientId, `%${filter.clientId}%`) : undefined,
    filter.clientName ? ilike(authClients.clientName, `%${filter.clientName}%`) : undefined,
    filter.status ? eq(authClients.status, filter.status) : undefined,
  );
  const rows = await db
    .select()
    .from(authClients)
    .where(where)
    .orderBy(asc(authClients.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(authClients).where(where);
  return { rows, total: total?.n ?? 0 };
}

export function findAuthClient(db: DbOrTx, id: number): Promise<AuthClientRow | undefined> {
  return db.query.authClients.findFirst({ where: eq(authClients.id, id) });
}

export function findAuthClientByClientId(db: DbOrTx, clientId: string): Promise<AuthClientRow | undefined> {
  return db.query.authClients.findFirst({ where: eq(authClients.clientId, clientId) });
}

export async function clientIdTaken(db: DbOrTx, clientId: string, exceptId?: number): Promise<boolean> {
  const row = await db.query.authClients.findFirst({
    where: and(eq(authClients.clientId, clientId), exceptId ? ne(authClients.id, exceptId) : undefined),
  });
  return !!row;
}

export async function insertAuthClient(db: DbOrTx, row: typeof authClients.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(authClients).values(row).returning({ id: authClients.id });
  if (!inserted) throw new Error('auth client not inserted');
  return inserted.id;
}

export async function updateAuthClientRow(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof authClients.$inferInsert>,
): Promise<void> {
  await db.update(authClients).set(patch).where(eq(authClients.id, id));
}

export async function deleteAuthClients(db: DbOrTx, ids: number[]): Promise<void> {
  const rows = await db
    .select({ clientId: authClients.clientId })
    .from(authClients)
    .where(inArray(authClients.id, ids));
  if (rows.length > 0) {
    await db.delete(authCodes).where(
      inArray(
        authCodes.clientId,
        rows.map((r) => r.clientId),
      ),
    );
  }
  await db.delete(authClients).where(inArray(authClients.id, ids));
}

export function findActiveUserByName(db: DbOrTx, userName: string) {
  return db.query.users.findFirst({
    where: and(eq(users.userName, userName), eq(users.delFlag, '0'), eq(users.status, '0')),
  });
}

export function findUser(db: DbOrTx, id: number) {
  return db.query.users.findFirst({ where: and(eq(users.id, id), eq(users.delFlag, '0')) });
}

export async function insertAuthCode(db: DbOrTx, row: typeof authCodes.$inferInsert): Promise<void> {
  await db.insert(authCodes).values(row);
}

/** Marks an unused, unexpired code as used and answers it; undefined when unknown, used or expired. */
export async function consumeAuthCode(db: DbOrTx, codeHash: string, now: Date) {
  const [row] = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)))
    .returning();
  return row;
}
