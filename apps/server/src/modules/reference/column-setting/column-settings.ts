import { SYSTEM_CODE } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { columnsOf, replaceColumns } from './repository';

export type ColumnSetting = {
  systemCode: string;
  modular: string;
  code: string;
  name: string | null;
  width: number | null;
  hidden: 0 | 1;
  index: number;
};

export type ColumnSettingInput = {
  systemCode?: string | undefined;
  modular?: string | undefined;
  code: string;
  name?: string | null | undefined;
  width?: number | null | undefined;
  hidden: 0 | 1;
  index: number;
};

/** GET /system/col/set/list: the caller's saved columns of one module, in display order. */
export async function listColumnSettings(
  db: Db,
  caller: AuthContext,
  query: { systemCode: string; modular: string },
): Promise<ColumnSetting[]> {
  const rows = await columnsOf(db, { userId: Number(caller.userId), ...query });
  return rows.map((r) => ({
    systemCode: r.systemCode,
    modular: r.modular,
    code: r.code,
    name: r.name,
    width: r.width,
    hidden: r.hidden === 1 ? 1 : 0,
    index: r.index,
  }));
}

/**
 * POST /system/col/set/saveList: replaces the caller's set for one module in one transaction; an empty
 * list resets it. The module comes from the query (needed for a reset) or from the items, which must agree.
 */
export async function saveColumnSettings(
  db: Db,
  caller: AuthContext,
  query: { systemCode?: string | undefined; modular?: string | undefined },
  items: ColumnSettingInput[],
): Promise<void> {
  const modulars = new Set(items.map((i) => i.modular).filter((m): m is string => !!m));
  if (query.modular) modulars.add(query.modular);
  if (modulars.size === 0) throw AppError.invalid('system.colSet.modularRequired');
  if (modulars.size > 1) throw AppError.invalid('system.colSet.mixedModular');
  const systemCodes = new Set(items.map((i) => i.systemCode).filter((s): s is string => !!s));
  if (query.systemCode) systemCodes.add(query.systemCode);
  if (systemCodes.size > 1) throw AppError.invalid('system.colSet.mixedModular');
  const modular = [...modulars][0] as string;
  const systemCode = [...systemCodes][0] ?? SYSTEM_CODE;

  // The last entry of a repeated code wins.
  const byCode = new Map(items.map((i) => [i.code, i]));
  const rows = [...byCode.values()].map((i) => ({
    code: i.code,
    name: i.name ?? null,
    width: i.width ?? null,
    hidden: i.hidden,
    index: i.index,
  }));
  await db.transaction((tx) =>
    replaceColumns(tx, { userId: Number(caller.userId), systemCode, modular }, rows),
  );
}
