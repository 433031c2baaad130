import { type ApiPermissionKey, hasButton } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import type { OssFileRow } from './repository';

/**
 * Says whether a record the caller may see refers to stored file `fileId` (a driver's licence image,
 * a vehicle's insurance file, ...). Business areas register one for each kind of record that holds
 * file ids, so a file is readable exactly when the record that shows it is.
 */
export type FileReference = (db: DbOrTx, caller: AuthContext, fileId: number) => Promise<boolean>;

const OSS_ADD = 'system:oss:add' satisfies ApiPermissionKey;

const references = new Map<string, FileReference>();

/**
 * Who may call the upload: the file manager (any file), and whoever may add or edit a record with picture
 * fields (images only). Filled at start-up by registerFileReference; read on each request.
 */
export const UPLOAD_KEYS: ApiPermissionKey[] = [OSS_ADD];
/** Who may upload documents (any allowed file type): the file manager and the writers of records that attach them. */
const DOCUMENT_KEYS: ApiPermissionKey[] = [OSS_ADD];

export function registerFileReference(
  kind: string,
  reference: FileReference,
  editKeys: ApiPermissionKey[],
  options: { documents?: boolean } = {},
): void {
  references.set(kind, reference);
  for (const key of editKeys) {
    if (!UPLOAD_KEYS.includes(key)) UPLOAD_KEYS.push(key);
    if (options.documents && !DOCUMENT_KEYS.includes(key)) DOCUMENT_KEYS.push(key);
  }
}

/**
 * The file manager and the writers of records that attach documents (a message) upload any allowed
 * file; the picture fields of other screens take images.
 */
export function assertMayUpload(caller: AuthContext, category: 'image' | 'file'): void {
  if (category !== 'image' && !hasButton({ caller, keys: DOCUMENT_KEYS })) throw AppError.forbidden();
}

/**
 * Files hold identity documents and licences, and their ids are sequential: reading one takes the file
 * manager's permission, having uploaded it, or seeing a record that refers to it (HTTP 403 otherwise).
 */
export async function assertMayReadFile(db: DbOrTx, caller: AuthContext, file: OssFileRow): Promise<void> {
  if (hasButton({ caller, keys: ['system:oss:list'] })) return;
  if (file.createBy !== null && file.createBy === caller.userName) return;
  for (const reference of references.values()) {
    if (await reference(db, caller, file.id)) return;
  }
  throw AppError.forbidden('common.dataScopeDenied');
}
