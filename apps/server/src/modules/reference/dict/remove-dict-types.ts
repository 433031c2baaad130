import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { reloadDictionaries } from './dict-cache';
import { countDictData, deleteDictTypes, findDictTypesByIds } from './repository';

/** Removes dictionary types; a type that still has entries is refused (RuoYi: "已分配，不能删除"). */
export async function removeDictTypes(db: Db, ids: number[]): Promise<void> {
  const rows = await findDictTypesByIds(db, ids);
  for (const row of rows) {
    if ((await countDictData(db, row.dictType)) > 0) {
      throw AppError.invalid('system.dict.typeInUse', { value: row.dictType });
    }
  }
  await deleteDictTypes(db, ids);
  reloadDictionaries(db);
}
