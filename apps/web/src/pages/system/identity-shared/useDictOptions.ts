import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get } from '../../../app/request';

export type DictEntry = { dictValue: string; dictLabel: string; listClass: string | null };

/** One dictionary's enabled entries, labels in the current language (GET /system/dict/data/type). */
export function useDict(dictType: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dict', dictType, i18n.language],
    queryFn: () => get<DictEntry[]>('/system/dict/data/type', { dictType }),
    staleTime: 10 * 60_000,
  }).data;
}

/** A ProTable valueEnum from a dictionary, falling back to the given labels while it loads. */
export function useDictEnum(dictType: string, fallback: Record<string, string>) {
  const entries = useDict(dictType);
  const source = entries?.length
    ? entries.map((e) => [e.dictValue, e.dictLabel] as const)
    : Object.entries(fallback);
  return Object.fromEntries(source.map(([value, text]) => [value, { text }]));
}
