import { and } from 'drizzle-orm';
import { printers } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { assertDispatchCenter } from '../../identity';
import { centerOwned, centerScopeOf } from '../shared/center-scope';
import { contains, equals, masterOptions } from '../shared/master-repository';
import { assertCodeFree, defineMasterList, findInScope, targetUuid, writeMaster } from '../shared/masters';
import * as repo from './repository';
import { type PrinterInput, printerFilter } from './schemas';

const master = repo.printerMaster;
const P = printers;

export const printerList = defineMasterList({
  master,
  sorting: { sortable: { code: P.code, name: P.name, model: P.model, ip: P.ip, createTime: P.createTime } },
  filter: printerFilter,
  where: (f) =>
    and(
      contains(P.code, f.code),
      contains(P.name, f.name),
      equals(P.dispatchCenterId, f.dispatchCenterId),
      equals(P.enableFlag, f.enableFlag),
    ),
  scope: centerOwned(P.dispatchCenterId),
  view: (row: repo.PrinterView) => ({
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
  }),
});

export async function printerDropBox(db: Db, caller: AuthContext, keyword: string | undefined) {
  const where = await printerList.callerScope(db, caller);
  return masterOptions(db, master, { where, keyword, label: P.name, limit: 200 });
}

/**
 * Create or change a printer. A new printer goes to the selected center unless one is given; anyone but
 * the super user keeps printers of the selected center only (base.printer.centerDenied), and the
 * center must be one the caller is assigned to.
 */
export async function savePrinter(db: Db, caller: AuthContext, input: PrinterInput): Promise<string> {
  const uuid = targetUuid(input);
  const scope = await centerScopeOf(db, caller);
  if (uuid) await findInScope(db, master, uuid, printerList.scope.where(scope));
  const centerId = input.dispatchCenterId === undefined ? scope.centerId : input.dispatchCenterId;
  if (!scope.unrestricted && (!centerId || centerId !== scope.centerId)) {
    throw AppError.invalid('base.printer.centerDenied');
  }
  if (centerId) await assertDispatchCenter(db, caller, centerId);
  await assertCodeFree(db, master, input.code, uuid);
  return writeMaster(db, master, caller, uuid, {
    code: input.code,
    name: input.name,
    dispatchCenterId: centerId ?? null,
    model: input.model || null,
    ip: input.ip || null,
    port: input.port ?? null,
    paperSize: input.paperSize || null,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  });
}
