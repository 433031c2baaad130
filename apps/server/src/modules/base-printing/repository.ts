import { and, asc, count, eq, getTableColumns, ilike, ne, or, type SQL } from 'drizzle-orm';
import { clients, dispatchCenters, printers, printTemplates } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

export type PrinterView = typeof printers.$inferSelect & { dispatchCenterName: string | null };
export type PrinterFilter = { code?: string; name?: string; dispatchCenterId?: string; enableFlag?: string };
export type TemplateView = typeof printTemplates.$inferSelect & { clientName: string | null };
export type TemplateFilter = {
  code?: string;
  name?: string;
  type?: string;
  clientId?: string;
  enableFlag?: string;
};

export const PRINTER_SORTABLE = {
  code: printers.code,
  name: printers.name,
  model: printers.model,
  ip: printers.ip,
  createTime: printers.createTime,
};
export const PRINTER_DEFAULT_ORDER = [asc(printers.code), asc(printers.uuid)];
export const TEMPLATE_SORTABLE = {
  code: printTemplates.code,
  name: printTemplates.name,
  type: printTemplates.type,
  createTime: printTemplates.createTime,
};
export const TEMPLATE_DEFAULT_ORDER = [asc(printTemplates.code), asc(printTemplates.uuid)];

const printerView = { ...getTableColumns(printers), dispatchCenterName: dispatchCenters.name };
const templateView = { ...getTableColumns(printTemplates), clientName: clients.name };

export function printerWhere(filter: PrinterFilter, scope: SQL | undefined): SQL | undefined {
  return and(
    eq(printers.delFlag, '0'),
    filter.code ? ilike(printers.code, `%${filter.code}%`) : undefined,
    filter.name ? ilike(printers.name, `%${filter.name}%`) : undefined,
    filter.dispatchCenterId ? eq(printers.dispatchCenterId, filter.dispatchCenterId) : undefined,
    filter.enableFlag ? eq(printers.enableFlag, filter.enableFlag) : undefined,
    scope,
  );
}

export async function pagePrinters(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
) {
  const rows = await db
    .select(printerView)
    .from(printers)
    .leftJoin(dispatchCenters, eq(dispatchCenters.uuid, printers.dispatchCenterId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(printers).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findPrinter(
  db: DbOrTx,
  uuid: string,
  scope: SQL | undefined,
): Promise<PrinterView | undefined> {
  const [row] = await db
    .select(printerView)
    .from(printers)
    .leftJoin(dispatchCenters, eq(dispatchCenters.uuid, printers.dispatchCenterId))
    .where(and(eq(printers.uuid, uuid), eq(printers.delFlag, '0'), scope));
  return row;
}

export async function printerCodeTaken(db: DbOrTx, code: string, exceptUuid?: string) {
  const [row] = await db
    .select({ uuid: printers.uuid })
    .from(printers)
    .where(
      and(
        eq(printers.code, code),
        eq(printers.delFlag, '0'),
        exceptUuid ? ne(printers.uuid, exceptUuid) : undefined,
      ),
    );
  return !!row;
}

export async function insertPrinter(db: DbOrTx, row: typeof printers.$inferInsert) {
  await db.insert(printers).values(row);
}

export async function updatePrinter(db: DbOrTx, uuid: string, patch: Partial<typeof printers.$inferInsert>) {
  await db.update(printers).set(patch).where(eq(printers.uuid, uuid));
}

export function printerOptions(db: DbOrTx, keyword: string | undefined, scope: SQL | undefined) {
  return db
    .select({ uuid: printers.uuid, code: printers.code, name: printers.name })
    .from(printers)
    .where(
      and(
        printerWhere({ enableFlag: 'Y' }, scope),
        keyword ? or(ilike(printers.code, `%${keyword}%`), ilike(printers.name, `%${keyword}%`)) : undefined,
      ),
    )
    .orderBy(asc(printers.code))
    .limit(200);
}

export function templateWhere(filter: TemplateFilter, scope: SQL | undefined): SQL | undefined {
  return and(
    eq(printTemplates.delFlag, '0'),
    filter.code ? ilike(printTemplates.code, `%${filter.code}%`) : undefined,
    filter.name ? ilike(printTemplates.name, `%${filter.name}%`) : undefined,
    filter.type ? eq(printTemplates.type, filter.type) : undefined,
    filter.clientId ? eq(printTemplates.clientId, filter.clientId) : undefined,
    filter.enableFlag ? eq(printTemplates.enableFlag, filter.enableFlag) : undefined,
    scope,
  );
}

export async function pageTemplates(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
) {
  const rows = await db
    .select(templateView)
    .from(printTemplates)
    .leftJoin(clients, eq(clients.uuid, printTemplates.clientId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(printTemplates).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findTemplate(
  db: DbOrTx,
  uuid: string,
  scope: SQL | undefined,
): Promise<TemplateView | undefined> {
  const [row] = await db
    .select(templateView)
    .from(printTemplates)
    .leftJoin(clients, eq(clients.uuid, printTemplates.clientId))
    .where(and(eq(printTemplates.uuid, uuid), eq(printTemplates.delFlag, '0'), scope));
  return row;
}

export async function templateCodeTaken(db: DbOrTx, code: string, exceptUuid?: string) {
  const [row] = await db
    .select({ uuid: printTemplates.uuid })
    .from(printTemplates)
    .where(
      and(
        eq(printTemplates.code, code),
        eq(printTemplates.delFlag, '0'),
        exceptUuid ? ne(printTemplates.uuid, exceptUuid) : undefined,
      ),
    );
  return !!row;
}

export async function insertTemplate(db: DbOrTx, row: typeof printTemplates.$inferInsert) {
  await db.insert(printTemplates).values(row);
}

export async function updateTemplate(
  db: DbOrTx,
  uuid: string,
  patch: Partial<typeof printTemplates.$inferInsert>,
) {
  await db.update(printTemplates).set(patch).where(eq(printTemplates.uuid, uuid));
}

export function templateOptions(db: DbOrTx, type: string | undefined, scope: SQL | undefined) {
  return db
    .select({
      uuid: printTemplates.uuid,
      code: printTemplates.code,
      name: printTemplates.name,
      type: printTemplates.type,
    })
    .from(printTemplates)
    .where(templateWhere({ type, enableFlag: 'Y' }, scope))
    .orderBy(asc(printTemplates.code))
    .limit(200);
}

export async function clientPresent(db: DbOrTx, uuid: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: clients.uuid })
    .from(clients)
    .where(and(eq(clients.uuid, uuid), eq(clients.delFlag, '0')));
  return !!row;
}
