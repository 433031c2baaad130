import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { clients, dictData, dispatchCenters, numberRules, numberSequences } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

export type NumberRuleRow = typeof numberRules.$inferSelect;
export type NumberRuleView = NumberRuleRow & { clientName: string | null; dispatchCenterName: string | null };
export type NumberRuleFilter = {
  code?: string;
  refType?: string;
  clientId?: string;
  dispatchCenterId?: string;
  enableFlag?: string;
};

export const NUMBER_RULE_SORTABLE = {
  code: numberRules.code,
  refType: numberRules.refType,
  prefix: numberRules.prefix,
  serialLength: numberRules.serialLength,
  createTime: numberRules.createTime,
};

const view = {
  ...getTableColumns(numberRules),
  clientName: clients.name,
  dispatchCenterName: dispatchCenters.name,
};

function filterOf(filter: NumberRuleFilter, scope: SQL | undefined): SQL | undefined {
  return and(
    eq(numberRules.delFlag, '0'),
    filter.code ? ilike(numberRules.code, `%${filter.code}%`) : undefined,
    filter.refType ? eq(numberRules.refType, filter.refType) : undefined,
    filter.clientId ? eq(numberRules.clientId, filter.clientId) : undefined,
    filter.dispatchCenterId ? eq(numberRules.dispatchCenterId, filter.dispatchCenterId) : undefined,
    filter.enableFlag ? eq(numberRules.enableFlag, filter.enableFlag) : undefined,
    scope,
  );
}

export async function pageRules(
  db: DbOrTx,
  filter: NumberRuleFilter,
  scope: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: NumberRuleView[]; total: number }> {
  const where = filterOf(filter, scope);
  const rows = await db
    .select(view)
    .from(numberRules)
    .leftJoin(clients, eq(clients.uuid, numberRules.clientId))
    .leftJoin(dispatchCenters, eq(dispatchCenters.uuid, numberRules.dispatchCenterId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(numberRules).where(where);
  return { rows: rows as NumberRuleView[], total: total?.n ?? 0 };
}

export const defaultOrder = [
  asc(numberRules.refType),
  desc(numberRules.clientId),
  desc(numberRules.dispatchCenterId),
  asc(numberRules.code),
];

export async function findRule(
  db: DbOrTx,
  uuid: string,
  scope: SQL | undefined,
): Promise<NumberRuleView | undefined> {
  const [row] = await db
    .select(view)
    .from(numberRules)
    .leftJoin(clients, eq(clients.uuid, numberRules.clientId))
    .leftJoin(dispatchCenters, eq(dispatchCenters.uuid, numberRules.dispatchCenterId))
    .where(and(eq(numberRules.uuid, uuid), eq(numberRules.delFlag, '0'), scope));
  return row as NumberRuleView | undefined;
}

export async function codeTaken(db: DbOrTx, code: string, exceptUuid?: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: numberRules.uuid })
    .from(numberRules)
    .where(
      and(
        eq(numberRules.code, code),
        eq(numberRules.delFlag, '0'),
        exceptUuid ? ne(numberRules.uuid, exceptUuid) : undefined,
      ),
    );
  return !!row;
}

/** Present rules that would share this one's numbers (same prefix) or its scope (same type, client, center). */
export async function clashingRules(
  db: DbOrTx,
  rule: { refType: string; clientId: string | null; dispatchCenterId: string | null; prefix: string },
  exceptUuid?: string,
) {
  return db
    .select({
      code: numberRules.code,
      refType: numberRules.refType,
      clientId: numberRules.clientId,
      dispatchCenterId: numberRules.dispatchCenterId,
      prefix: numberRules.prefix,
      enableFlag: numberRules.enableFlag,
    })
    .from(numberRules)
    .where(
      and(
        eq(numberRules.delFlag, '0'),
        exceptUuid ? ne(numberRules.uuid, exceptUuid) : undefined,
        sql`(${numberRules.prefix} = ${rule.prefix} or ${numberRules.refType} = ${rule.refType})`,
      ),
    );
}

export async function insertRule(db: DbOrTx, row: typeof numberRules.$inferInsert): Promise<void> {
  await db.insert(numberRules).values(row);
}

export async function updateRule(db: DbOrTx, uuid: string, patch: Partial<typeof numberRules.$inferInsert>) {
  await db.update(numberRules).set(patch).where(eq(numberRules.uuid, uuid));
}

/** The enabled, present rules of a document type that could apply to this client and center. */
export function enabledRulesOf(db: DbOrTx, refType: string) {
  return db
    .select({
      uuid: numberRules.uuid,
      code: numberRules.code,
      clientId: numberRules.clientId,
      dispatchCenterId: numberRules.dispatchCenterId,
      prefix: numberRules.prefix,
      timestampEnabled: numberRules.timestampEnabled,
      timestampFormat: numberRules.timestampFormat,
      serialLength: numberRules.serialLength,
    })
    .from(numberRules)
    .where(
      and(eq(numberRules.refType, refType), eq(numberRules.enableFlag, 'Y'), eq(numberRules.delFlag, '0')),
    );
}

/**
 * Hands out the next serial of a rule's period in one statement: the first call of a period inserts 1,
 * later ones bump the row under its lock, so concurrent callers never see the same value.
 */
export async function bumpSequence(db: DbOrTx, ruleId: string, period: string): Promise<number> {
  const [row] = await db
    .insert(numberSequences)
    .values({ ruleId, period, current: 1 })
    .onConflictDoUpdate({
      target: [numberSequences.ruleId, numberSequences.period],
      set: { current: sql`${numberSequences.current} + 1` },
    })
    .returning({ current: numberSequences.current });
  if (!row) throw new Error('number sequence upsert returned no row');
  return Number(row.current);
}

/** The last serial handed out in a period (0 when none yet). */
export async function currentSequence(db: DbOrTx, ruleId: string, period: string): Promise<number> {
  const [row] = await db
    .select({ current: numberSequences.current })
    .from(numberSequences)
    .where(and(eq(numberSequences.ruleId, ruleId), eq(numberSequences.period, period)));
  return row ? Number(row.current) : 0;
}

export async function centerTimeZone(
  db: DbOrTx,
  uuid: string | null | undefined,
): Promise<string | undefined> {
  if (!uuid) return undefined;
  const [row] = await db
    .select({ timeZone: dispatchCenters.timeZone })
    .from(dispatchCenters)
    .where(eq(dispatchCenters.uuid, uuid));
  return row?.timeZone;
}

export async function presentClientIds(db: DbOrTx, uuids: string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const rows = await db
    .select({ uuid: clients.uuid })
    .from(clients)
    .where(and(inArray(clients.uuid, uuids), eq(clients.delFlag, '0')));
  return new Set(rows.map((r) => r.uuid));
}

export async function dictValues(db: DbOrTx, dictType: string): Promise<Set<string>> {
  const rows = await db
    .select({ value: dictData.dictValue })
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.status, '0')));
  return new Set(rows.map((r) => r.value));
}
