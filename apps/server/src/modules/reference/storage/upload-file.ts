import { IMAGE_MAX_BYTES } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import { AppError } from '../../../platform/errors';
import { newStorageKey } from '../../../platform/storage';
import { FILE_SUFFIXES, IMAGE_SUFFIXES, looksLikeImage, suffixOf, type UploadCategory } from './file-rules';
import { type OssFileView, ossFileView } from './list-oss-files';
import { type StorageDeps, storageInUse } from './open-storage';
import { insertOssFile, setOssFileUrl } from './repository';

export type UploadInput = {
  originalName: string;
  contentType: string;
  data: Buffer;
  truncated: boolean;
  category: UploadCategory;
};

/**
 * Stores an uploaded file in the storage in use (local disk or S3-compatible) and records it. Category 'image'
 * accepts real images only; other uploads any allow-listed type; 20 MB at most.
 */
export async function uploadFile(
  deps: StorageDeps,
  caller: AuthContext,
  input: UploadInput,
): Promise<OssFileView> {
  if (input.truncated || input.data.length > IMAGE_MAX_BYTES) {
    throw AppError.invalid('common.fileTooLarge', { max: '20 MB' });
  }
  if (input.data.length === 0) throw AppError.invalid('system.oss.fileRequired');
  const suffix = suffixOf(input.originalName);
  if (input.category === 'image') {
    const isImage =
      (IMAGE_SUFFIXES as readonly string[]).includes(suffix) &&
      input.contentType.startsWith('image/') &&
      looksLikeImage(input.data);
    if (!isImage) throw AppError.invalid('system.oss.imagesOnly');
  } else if (!(FILE_SUFFIXES as readonly string[]).includes(suffix)) {
    throw AppError.invalid('common.fileTypeNotAllowed', { types: FILE_SUFFIXES.join(', ') });
  }

  const storage = await storageInUse(deps);
  const key = newStorageKey(suffix);
  const { size } = await storage.put(key, input.data);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await insertOssFile(tx, {
        fileName: key,
        originalName: input.originalName.slice(0, 200),
        fileSuffix: suffix || null,
        url: '',
        size,
        contentType: input.contentType || null,
        service: storage.service,
        createBy: caller.userName,
      });
      const url = `/api/system/oss/download/${inserted.id}`;
      await setOssFileUrl(tx, inserted.id, url);
      return { ...inserted, url };
    });
    return ossFileView(row);
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
}
