import { revokeSessions } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { deleteSession } from './repository';

export async function logout(db: Db, tokenHash: string): Promise<void> {
  await deleteSession(db, tokenHash);
  await revokeSessions([tokenHash]);
}
