import type { Config } from '@tms/contract';
import { type Lang, seededName } from '@tms/domain';
import type { Db, DbOrTx } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { type ConfigFilter, type ConfigRow, findConfig, findConfigByKey, pageConfigs } from './repository';

/** A parameter as the API answers it: the contract's record. */
export type ConfigView = Config;

/** A parameter as read in `lang`: a built-in one's seeded name and remark in the reader's language. */
export function configView(row: ConfigRow, lang: Lang = 'zh-CN'): ConfigView {
  return {
    id: row.id,
    configName: seededName(`seeded.config.${row.configKey}`, row.configName, lang),
    configKey: row.configKey,
    configValue: row.configValue,
    configType: row.configType,
    remark: seededName(`seeded.configRemark.${row.configKey}`, row.remark, lang),
    createTime: row.createTime.toISOString(),
  };
}

export async function listConfigs(db: Db, query: PageQuery & ConfigFilter, lang: Lang) {
  const { rows, total } = await pageConfigs(db, query, query.pageSize, offsetOf(query));
  return { rows: rows.map((row) => configView(row, lang)), total };
}

export async function getConfig(db: Db, id: number, lang: Lang): Promise<ConfigView> {
  const row = await findConfig(db, id);
  if (!row) throw AppError.notFound();
  return configView(row, lang);
}

/** The value of a key, or null when the key does not exist. */
export async function configValueOf(db: DbOrTx, key: string): Promise<string | null> {
  return (await findConfigByKey(db, key))?.configValue ?? null;
}
