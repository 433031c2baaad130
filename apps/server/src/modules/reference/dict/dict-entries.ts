import type { Lang } from '@tms/domain';
import type { Db } from '../../../platform/db';
import { cachedDictionaries, type DictEntry, toEntry } from './dict-cache';

/** GET /system/dict/data/type: the enabled entries of one type, labels in the caller's language. */
export async function dictEntries(db: Db, dictType: string, lang: Lang): Promise<DictEntry[]> {
  const byType = await cachedDictionaries(db);
  return (byType.get(dictType) ?? []).map((row) => toEntry(row, lang));
}

/** GET /system/dict/data/all: every enabled dictionary at once, for the web's startup load. */
export async function allDictEntries(db: Db, lang: Lang): Promise<Record<string, DictEntry[]>> {
  const byType = await cachedDictionaries(db);
  const out: Record<string, DictEntry[]> = {};
  for (const [type, rows] of byType) out[type] = rows.map((row) => toEntry(row, lang));
  return out;
}
