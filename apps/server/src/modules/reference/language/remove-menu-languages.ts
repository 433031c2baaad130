import type { Db } from '../../../platform/db';
import { deleteMenuLanguages } from './repository';

export async function removeMenuLanguages(db: Db, ids: number[]): Promise<void> {
  await deleteMenuLanguages(db, ids);
}
