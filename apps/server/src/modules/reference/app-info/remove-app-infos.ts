import type { Db } from '../../../platform/db';
import { deleteAppInfos } from './repository';

export async function removeAppInfos(db: Db, ids: number[]): Promise<void> {
  await deleteAppInfos(db, ids);
}
