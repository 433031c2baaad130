import type { ChosenRecipientsColumn } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { filesByIds } from './repository';

/** An attached file as the screens show it (downloaded through GET /system/oss/download/{id}). */
export type AttachmentView = { id: string; name: string; url: string; size: number };

export const iso = (time: Date | null) => time?.toISOString() ?? null;

/** The attachments that still exist, in the sender's order. */
export async function attachmentsOf(db: DbOrTx, ids: readonly number[]): Promise<AttachmentView[]> {
  const files = new Map((await filesByIds(db, ids)).map((f) => [f.id, f]));
  return ids.flatMap((id) => {
    const file = files.get(id);
    return file ? [{ id: String(file.id), name: file.originalName, url: file.url, size: file.size }] : [];
  });
}

export const chosenView = (chosen: ChosenRecipientsColumn) => ({
  userIds: chosen.userIds,
  centerIds: chosen.centerIds,
  roleIds: chosen.roleIds,
});
