import { useTranslation } from 'react-i18next';
import { type DictEntry, useDict } from '../../../core/dicts';

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

/** Normal / disabled (sys_normal_disable), labelled from the identity strings while it loads. */
export function useNormalDisableEnum() {
  const { t } = useTranslation();
  return useDictEnum('sys_normal_disable', { '0': t('identity.status.0'), '1': t('identity.status.1') });
}
