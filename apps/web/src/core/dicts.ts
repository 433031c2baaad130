import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogLang, type Lang, resolveLang } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import { currentLang } from './i18n';
import { queryClient } from './query-client';
import { get } from './request';

/** One dictionary entry as GET /system/dict/data/type answers it (label in the request language). */
export type DictEntry = {
  dictValue: string;
  dictLabel: string;
  listClass: string | null;
  cssClass: string | null;
  isDefault: string;
};

export const dictsKey = ['dict'] as const;
const allKey = (lang: Lang) => [...dictsKey, lang, '*'] as const;
const typeKey = (lang: Lang, type: string) => [...dictsKey, lang, type] as const;

export const dictQuery = (lang: Lang, type: string) =>
  queryOptions({
    queryKey: typeKey(lang, type),
    queryFn: () => get<DictEntry[]>('/system/dict/data/type', { dictType: type }),
    staleTime: Infinity,
  });

/**
 * The startup load: every enabled dictionary at once (GET /system/dict/data/all) into the query cache,
 * one entry per type, so useDict answers at once ("dictionary lookups by type are served from a local store").
 */
export async function loadDictionaries(
  lang: Lang = catalogLang(currentLang()),
): Promise<Record<string, DictEntry[]>> {
  const all = await queryClient.fetchQuery({
    queryKey: allKey(lang),
    queryFn: () => get<Record<string, DictEntry[]>>('/system/dict/data/all'),
    staleTime: Infinity,
  });
  for (const [type, entries] of Object.entries(all)) queryClient.setQueryData(typeKey(lang, type), entries);
  return all;
}

/** After a dictionary change: the next use loads again. */
export function invalidateDictionaries(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: dictsKey });
}

/** The entries of one dictionary type in the current language; fetched alone when not loaded yet. */
export function useDict(type: string): DictEntry[] {
  const { i18n } = useTranslation();
  const { data } = useQuery(dictQuery(resolveLang(i18n.language), type));
  return data ?? [];
}

export type DictValueEnum = Record<string, { text: string; status?: string; color?: string }>;

/** listClass values (antd badge statuses and RuoYi's tag classes) as ProTable statuses. */
const STATUS_BY_CLASS: Record<string, string> = {
  success: 'Success',
  error: 'Error',
  danger: 'Error',
  warning: 'Warning',
  processing: 'Processing',
  primary: 'Processing',
  info: 'Processing',
  default: 'Default',
};

/** A ProTable/ProForm valueEnum from dictionary entries: status colours from listClass, other classes as colours. */
export function dictValueEnum(entries: readonly DictEntry[]): DictValueEnum {
  const out: DictValueEnum = {};
  for (const entry of entries) {
    const cls = entry.listClass?.trim();
    const status = cls ? STATUS_BY_CLASS[cls] : undefined;
    out[entry.dictValue] = status
      ? { text: entry.dictLabel, status }
      : cls
        ? { text: entry.dictLabel, color: cls }
        : { text: entry.dictLabel };
  }
  return out;
}

/** The label of a value, or the value itself when the dictionary does not know it. */
export function dictLabel(entries: readonly DictEntry[], value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return entries.find((e) => e.dictValue === value)?.dictLabel ?? value;
}
