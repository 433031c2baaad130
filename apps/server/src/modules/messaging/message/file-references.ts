import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { registerFileReference } from '../../reference';
import { messageShowsFile } from './repository';

/**
 * A message's attachments are readable by its sender and by the recipients who still have it. Writing
 * a message lets its author upload images to attach (documents take the file manager's key).
 */
export function registerMessageFileReferences(): void {
  registerFileReference(
    'message',
    (db: DbOrTx, caller: AuthContext, fileId: number) => messageShowsFile(db, Number(caller.userId), fileId),
    ['message:draftBox:add'],
  );
}
