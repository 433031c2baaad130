import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { deleteConfigs, findConfigsByIds } from './repository';

/** Built-in parameters (configType Y) cannot be removed; nothing is removed when one of them is named. */
export async function removeConfigs(db: Db, ids: number[]): Promise<void> {
  const rows = await findConfigsByIds(db, ids);
  const builtIn = rows.find((row) => row.configType === 'Y');
  if (builtIn) throw AppError.invalid('system.config.builtIn', { value: builtIn.configKey });
  await deleteConfigs(db, ids);
}
