import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { findAppInfo, insertAppInfo, updateAppInfoRow } from './repository';

export type AppInfoInput = {
  id?: number | undefined;
  type: 'android' | 'ios';
  clientType: 'appDriverClient' | 'appAdminClient';
  version: string;
  downloadUrl: string;
  remark?: string | null | undefined;
};

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
