import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { registerFileReference } from '../../reference';
import { messageShowsFile } from './repository';

/**
 * A message's attachments are readable by its sender and by the recipients who still have it. Writing
 * a message lets its author upload the files it attaches: images and documents (a notice's PDF, a
 * schedule's spreadsheet).
 */
export function registerMessageFileReferences(): void {
  registerFileReference(
    'message',
    (db: DbOrTx, caller: AuthContext, fileId: number) => messageShowsFile(db, Number(caller.userId), fileId),
    ['message:draftBox:add'],
    { documents: true },
  );
}
