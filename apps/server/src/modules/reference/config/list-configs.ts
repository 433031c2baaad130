import type { Config } from '@tms/contract';
import type { Db, DbOrTx } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { type ConfigFilter, type ConfigRow, findConfig, findConfigByKey, pageConfigs } from './repository';

/** A parameter as the API answers it: the contract's record. */
export type ConfigView = Config;

export function configView(row: ConfigRow): ConfigView {
  return {
    id: row.id,
    configName: row.configName,
    configKey: row.configKey,
    configValue: row.configValue,
    configType: row.configType,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  };
}

export async function listConfigs(db: Db, query: PageQuery & ConfigFilter) {
  const { rows, total } = await pageConfigs(db, query, query.pageSize, offsetOf(query));
  return { rows: rows.map(configView), total };
}

export async function getConfig(db: Db, id: number): Promise<ConfigView> {
  const row = await findConfig(db, id);
  if (!row) throw AppError.notFound();
  return configView(row);
}

/** The value of a key, or null when the key does not exist. */
export async function configValueOf(db: DbOrTx, key: string): Promise<string | null> {
  return (await findConfigByKey(db, key))?.configValue ?? null;
}
