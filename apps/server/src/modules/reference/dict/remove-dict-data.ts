import type { Db } from '../../../platform/db';
import { reloadDictionaries } from './dict-cache';
import { deleteDictData } from './repository';

export async function removeDictData(db: Db, ids: number[]): Promise<void> {
  await deleteDictData(db, ids);
  reloadDictionaries(db);
}
