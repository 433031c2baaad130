import type { AuthContext } from '../../../platform/auth/caller';
import { type ImportProgress, importProgress, importProgressKey } from '../../../platform/import-progress';

/** GET /system/import/progress: the caller's own running import, null when unknown or finished a while ago. */
export function getImportProgress(caller: AuthContext, importId: string): ImportProgress | null {
  return importProgress(importProgressKey(caller.userId, importId));
}
