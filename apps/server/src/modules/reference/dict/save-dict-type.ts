import type { LabelTranslations } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { cleanLabels, reloadDictionaries } from './dict-cache';
import {
  dictTypeTaken,
  findDictType,
  insertDictType,
  renameDictDataType,
  updateDictTypeRow,
} from './repository';

export type DictTypeInput = {
  id?: number | undefined;
  dictName: string;
  labels?: LabelTranslations | undefined;
  dictType: string;
  status: string;
  remark?: string | null | undefined;
};

/** Creates (no id) or updates a dictionary type; the type code is unique; renaming moves its entries. */
export async function saveDictType(db: Db, caller: AuthContext, input: DictTypeInput): Promise<number> {
  const id = input.id && input.id > 0 ? input.id : undefined;
  if (await dictTypeTaken(db, input.dictType, id)) {
    throw AppError.invalid('system.dict.typeTaken', { value: input.dictType });
  }
  const fields = {
    dictName: input.dictName,
    labels: cleanLabels(input.labels),
    dictType: input.dictType,
    status: input.status,
    remark: input.remark ?? null,
  };
  let savedId: number;
  if (id === undefined) {
    savedId = await insertDictType(db, { ...fields, createBy: caller.userName });
  } else {
    const existing = await findDictType(db, id);
    if (!existing) throw AppError.notFound();
    await db.transaction(async (tx) => {
      await updateDictTypeRow(tx, id, { ...fields, updateBy: caller.userName, updateTime: new Date() });
      if (existing.dictType !== input.dictType)
        await renameDictDataType(tx, existing.dictType, input.dictType);
    });
    savedId = id;
  }
  reloadDictionaries(db);
  return savedId;
}
