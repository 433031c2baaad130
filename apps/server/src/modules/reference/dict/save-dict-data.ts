import type { LabelTranslations } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { cleanLabels, reloadDictionaries } from './dict-cache';
import {
  dictValueTaken,
  findDictData,
  findDictTypeByType,
  insertDictData,
  updateDictDataRow,
} from './repository';

export type DictDataInput = {
  id?: number | undefined;
  dictType: string;
  dictLabel: string;
  labels?: LabelTranslations | undefined;
  dictValue: string;
  dictSort: number;
  cssClass?: string | null | undefined;
  listClass?: string | null | undefined;
  isDefault: string;
  status: string;
  remark?: string | null | undefined;
};

/** Creates (no id) or updates a dictionary entry; the value is unique within its type. */
export async function saveDictData(db: Db, caller: AuthContext, input: DictDataInput): Promise<number> {
  const id = input.id && input.id > 0 ? input.id : undefined;
  if (!(await findDictTypeByType(db, input.dictType))) {
    throw AppError.invalid('system.dict.typeMissing', { value: input.dictType });
  }
  if (await dictValueTaken(db, input.dictType, input.dictValue, id)) {
    throw AppError.invalid('system.dict.valueTaken', { type: input.dictType, value: input.dictValue });
  }
  const labels = cleanLabels(input.labels);
  const fields = {
    dictType: input.dictType,
    dictLabel: input.dictLabel,
    labels,
    dictValue: input.dictValue,
    dictSort: input.dictSort,
    cssClass: input.cssClass || null,
    listClass: input.listClass || null,
    isDefault: input.isDefault,
    status: input.status,
    remark: input.remark ?? null,
  };
  let savedId: number;
  if (id === undefined) {
    savedId = await insertDictData(db, { ...fields, createBy: caller.userName });
  } else {
    if (!(await findDictData(db, id))) throw AppError.notFound();
    await updateDictDataRow(db, id, { ...fields, updateBy: caller.userName, updateTime: new Date() });
    savedId = id;
  }
  reloadDictionaries(db);
  return savedId;
}
