import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { printers } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/caller';
import { assertDispatchCenter } from '../../platform/data-scope';
import type { Db } from '../../platform/db';
import { offsetOf, type PageQuery } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { orderByOf, type SortQuery } from '../base-shared/list';
import { softRemove } from '../base-shared/records';
import { type BaseScope, baseScopeOf, requireInScope, withinCenter } from '../base-shared/scope';
import * as repo from './repository';

export type PrinterInput = {
  uuid?: string | undefined;
  code: string;
  name: string;
  dispatchCenterId?: string | null | undefined;
  model?: string | null | undefined;
  ip?: string | null | undefined;
  port?: number | null | undefined;
  paperSize?: string | null | undefined;
  enableFlag: 'Y' | 'N';
  remark?: string | null | undefined;
};

/** Printers stand in a dispatch center: the selected center's and shared ones are visible. */
const scopeOf = (scope: BaseScope): SQL | undefined => withinCenter(printers.dispatchCenterId, scope);

const view = (row: repo.PrinterView) => ({
  uuid: row.uuid,
  code: row.code,
  name: row.name,
  dispatchCenterId: row.dispatchCenterId,
  dispatchCenterName: row.dispatchCenterName,
  model: row.model,
  ip: row.ip,
  port: row.port,
  paperSize: row.paperSize,
  enableFlag: row.enableFlag,
  remark: row.remark,
  createTime: row.createTime.toISOString(),
});

export async function listPrinters(
  db: Db,
  caller: AuthContext,
  query: PageQuery & SortQuery & repo.PrinterFilter,
) {
  const where = repo.printerWhere(query, scopeOf(await baseScopeOf(db, caller)));
  const orderBy = orderByOf(repo.PRINTER_SORTABLE, query, repo.PRINTER_DEFAULT_ORDER);
  const { rows, total } = await repo.pagePrinters(db, where, orderBy, query.pageSize, offsetOf(query));
  return { rows: rows.map(view), total };
}

export async function getPrinter(db: Db, caller: AuthContext, uuid: string) {
  const scope = scopeOf(await baseScopeOf(db, caller));
  return view(await requireInScope((scoped) => repo.findPrinter(db, uuid, scoped ? scope : undefined)));
}

export async function printerDropBox(db: Db, caller: AuthContext, keyword: string | undefined) {
  return repo.printerOptions(db, keyword, scopeOf(await baseScopeOf(db, caller)));
}

/**
 * Create or change a printer. A new printer goes to the selected center unless one is given; anyone but
 * the super user keeps printers of the selected center only (base.printer.centerDenied), and the
 * center must be one the caller is assigned to.
 */
export async function savePrinter(db: Db, caller: AuthContext, input: PrinterInput): Promise<string> {
  const uuid = input.uuid?.trim() || undefined;
  const scope = await baseScopeOf(db, caller);
  if (uuid) await requireInScope((scoped) => repo.findPrinter(db, uuid, scoped ? scopeOf(scope) : undefined));
  const centerId = input.dispatchCenterId === undefined ? scope.centerId : input.dispatchCenterId;
  if (!scope.unrestricted && (!centerId || centerId !== scope.centerId)) {
    throw AppError.invalid('base.printer.centerDenied');
  }
  if (centerId) await assertDispatchCenter(db, caller, centerId);
  if (await repo.printerCodeTaken(db, input.code, uuid))
    throw AppError.invalid('base.codeTaken', { value: input.code });
  const fields = {
    code: input.code,
    name: input.name,
    dispatchCenterId: centerId ?? null,
    model: input.model || null,
    ip: input.ip || null,
    port: input.port ?? null,
    paperSize: input.paperSize || null,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  };
  if (!uuid) {
    const created = randomUUID();
    await repo.insertPrinter(db, { uuid: created, ...fields, createBy: caller.userName });
    return created;
  }
  await repo.updatePrinter(db, uuid, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return uuid;
}

export async function removePrinters(db: Db, caller: AuthContext, uuids: string[]) {
  const scope = scopeOf(await baseScopeOf(db, caller));
  await softRemove(
    db,
    { table: printers, uuid: printers.uuid, code: printers.code, delFlag: printers.delFlag },
    uuids,
    scope,
    caller.userName,
  );
}
