import type { configBody } from '@tms/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { configKeyTaken, findConfig, insertConfig, updateConfigRow } from './repository';

/** A parameter as the save body parses it. */
export type ConfigInput = z.infer<typeof configBody>;

/** Creates (no id) or updates a parameter; keys are unique. */
export async function saveConfig(db: Db, caller: AuthContext, input: ConfigInput): Promise<number> {
  const id = input.id && input.id > 0 ? input.id : undefined;
  if (await configKeyTaken(db, input.configKey, id)) {
    throw AppError.invalid('system.config.keyTaken', { value: input.configKey });
  }
  const fields = {
    configName: input.configName,
    configKey: input.configKey,
    configValue: input.configValue,
    configType: input.configType,
    remark: input.remark ?? null,
  };
  if (id === undefined) return insertConfig(db, { ...fields, createBy: caller.userName });
  if (!(await findConfig(db, id))) throw AppError.notFound();
  await updateConfigRow(db, id, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return id;
}
