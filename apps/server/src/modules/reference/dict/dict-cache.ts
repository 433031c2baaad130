import type { DictEntry } from '@tms/contract';
import { LANGUAGES, type Lang, type LocalizedParam, localizedParam, type Translations } from '@tms/domain';
import type { LabelTranslations } from '../../../db/schema';
import type { Db } from '../../../platform/db';
import { type DictDataRow, enabledDictData } from './repository';

/** One value of a dictionary as the API answers it: the contract's record. */
export type { DictEntry };

type Cache = { generation: number; at: number; byType: Map<string, DictDataRow[]> | null };

/**
 * Enabled dictionaries in memory, one cache per database. Any change through the API drops it
 * (reloadDictionaries); it also expires after a minute so other instances of the server catch up.
 */
const caches = new WeakMap<Db, Cache>();
const TTL_MS = 60_000;

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { generation: 0, at: 0, byType: null };
    caches.set(db, cache);
  }
  return cache;
}

export async function cachedDictionaries(db: Db, now = Date.now()): Promise<Map<string, DictDataRow[]>> {
  const cache = cacheOf(db);
  if (cache.byType && now - cache.at < TTL_MS) return cache.byType;
  const generation = cache.generation;
  const byType = new Map<string, DictDataRow[]>();
  for (const row of await enabledDictData(db)) {
    const list = byType.get(row.dictType) ?? [];
    list.push(row);
    byType.set(row.dictType, list);
  }
  // A change that landed while we were loading wins: keep nothing, the next read loads again.
  if (cache.generation === generation) {
    cache.byType = byType;
    cache.at = now;
  }
  return byType;
}

/** Called after every committed change of a dictionary type or entry. */
export function reloadDictionaries(db: Db): void {
  const cache = cacheOf(db);
  cache.generation += 1;
  cache.byType = null;
}

/** Keeps only the non-empty translations, trimmed. */
export function cleanLabels(input: LabelTranslations | undefined): LabelTranslations {
  const labels: LabelTranslations = {};
  if (input?.['zh-HK']?.trim()) labels['zh-HK'] = input['zh-HK'].trim();
  if (input?.['en-US']?.trim()) labels['en-US'] = input['en-US'].trim();
  return labels;
}

/** The label in the caller's language: zh-HK / en-US from labels, falling back to the zh-CN label. */
export function labelIn(row: Pick<DictDataRow, 'dictLabel' | 'labels'>, lang: Lang): string {
  if (lang === 'zh-CN') return row.dictLabel;
  return row.labels[lang]?.trim() || row.dictLabel;
}

/**
 * A dictionary value as a message parameter: its label in every language, so a refusal naming it (a
 * temperature layer, a station type) reads in the request's language. A value the dictionary does not
 * hold (or an empty one) is answered as given.
 */
export async function dictParam(db: Db, type: string, value: unknown): Promise<LocalizedParam | unknown> {
  if (typeof value !== 'string' || value === '') return value;
  const row = (await cachedDictionaries(db)).get(type)?.find((d) => d.dictValue === value);
  if (!row) return value;
  const texts = Object.fromEntries(LANGUAGES.map((lang) => [lang, labelIn(row, lang)])) as Translations;
  return localizedParam(texts);
}

export function toEntry(row: DictDataRow, lang: Lang): DictEntry {
  return {
    dictValue: row.dictValue,
    dictLabel: labelIn(row, lang),
    listClass: row.listClass,
    cssClass: row.cssClass,
    isDefault: row.isDefault,
  };
}
