import type { appInfoBody } from '@tms/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { findAppInfo, insertAppInfo, updateAppInfoRow } from './repository';

/** An app release as the save body parses it. */
export type AppInfoInput = z.infer<typeof appInfoBody>;

/** Creates (no id) or updates an app release. */
export async function saveAppInfo(db: Db, caller: AuthContext, input: AppInfoInput): Promise<number> {
  const id = input.id && input.id > 0 ? input.id : undefined;
  const fields = {
    type: input.type,
    clientType: input.clientType,
    version: input.version,
    downloadUrl: input.downloadUrl,
    remark: input.remark || null,
  };
  if (id === undefined) return insertAppInfo(db, { ...fields, createBy: caller.userName });
  if (!(await findAppInfo(db, id))) throw AppError.notFound();
  await updateAppInfoRow(db, id, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return id;
}
