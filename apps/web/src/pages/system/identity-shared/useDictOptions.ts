import { type DictEntry, useDict } from '../../../app/dicts';

export type { DictEntry };
export { useDict };

/** A ProTable valueEnum from a dictionary, falling back to the given labels while it loads. */
export function useDictEnum(dictType: string, fallback: Record<string, string>) {
  const entries = useDict(dictType);
  const source = entries.length
    ? entries.map((e) => [e.dictValue, e.dictLabel] as const)
    : Object.entries(fallback);
  return Object.fromEntries(source.map(([value, text]) => [value, { text }]));
}
