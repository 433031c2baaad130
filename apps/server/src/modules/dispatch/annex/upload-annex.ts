import type { AuthContext } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';
import { removeFiles, type UploadInput, uploadFile } from '../../reference';
import { insertAnnex } from './repository';
import { shipmentInScope } from './shipment-access';

/**
 * POST /shipment/annex/upload?shipmentId=: stores the file through the file storage (documents and
 * images of the allow-listed types, 20 MB at most) and attaches it to the shipment. The file is then
 * readable by whoever may see the shipment (file-references.ts).
 */
export async function uploadAnnex(
  deps: Pick<Deps, 'db' | 'config'>,
  caller: AuthContext,
  shipmentId: string,
  input: Omit<UploadInput, 'category'>,
  remark?: string,
): Promise<{ id: number; ossId: number }> {
  await shipmentInScope(deps.db, caller, shipmentId);
  const file = await uploadFile(deps, caller, { ...input, category: 'file' });
  try {
    const id = await insertAnnex(deps.db, {
      shipmentId,
      ossId: file.id,
      originalName: file.originalName,
      fileSize: file.size,
      remark: remark || null,
      createBy: caller.userName,
    });
    return { id, ossId: file.id };
  } catch (err) {
    await removeFiles(deps, [file.id]);
    throw err;
  }
}
