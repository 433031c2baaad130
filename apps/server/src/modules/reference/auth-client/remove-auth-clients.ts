import type { Db } from '../../../platform/db';
import { deleteAuthClients } from './repository';

/** Removes clients and their outstanding codes. */
export async function removeAuthClients(db: Db, ids: number[]): Promise<void> {
  await db.transaction((tx) => deleteAuthClients(tx, ids));
}
