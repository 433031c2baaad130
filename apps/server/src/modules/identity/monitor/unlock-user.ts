import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { clearLock } from './repository';

/** POST /monitor/logininfor/unlock?userName=: lifts the wrong-password lock at once. */
export async function unlockUser(db: Db, userName: string): Promise<void> {
  if (!(await clearLock(db, userName))) throw AppError.invalid('monitor.userNotFound', { userName });
}
