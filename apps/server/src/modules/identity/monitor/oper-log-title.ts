import { type Lang, operLogTitleKey } from '@tms/domain';
import { t } from '../../../platform/i18n';

/**
 * The title a reader sees for a logged call: its route's subject in `lang` (format/oper-log-title.ts),
 * else the title stored with it, else its route.
 */
export function operLogTitle(
  row: { title: string | null; method: string | null },
  lang: Lang,
): string | null {
  const key = operLogTitleKey(row.method);
  return key ? t(lang, key) : (row.title ?? row.method);
}
