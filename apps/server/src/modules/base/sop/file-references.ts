import { hasButton } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { sops } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { registerFileReference } from '../../reference';

/**
 * An SOP's attachment is readable by whoever may read SOPs; writing an SOP lets its author upload the
 * document it attaches (a PDF, a spreadsheet).
 */
export function registerSopFileReferences(): void {
  registerFileReference(
    'sop',
    async (db: DbOrTx, caller: AuthContext, fileId: number) => {
      if (!hasButton({ caller, keys: ['base:sop:list'] })) return false;
      const [row] = await db
        .select({ uuid: sops.uuid })
        .from(sops)
        .where(and(eq(sops.attachmentId, String(fileId)), eq(sops.delFlag, '0')));
      return !!row;
    },
    ['base:sop:add', 'base:sop:edit'],
    { documents: true },
  );
}
