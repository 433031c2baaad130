import { type Lang, operLogTitleText } from '@tms/domain';
import { t } from '../../../platform/i18n';

/**
 * The title a reader sees for a logged call: "Module · Action" in `lang`, from its route
 * (format/oper-log-title.ts), the stored title standing in for a part no message names.
 */
export function operLogTitle(row: { title: string | null; method: string | null }, lang: Lang): string {
  return operLogTitleText(row, (key) => t(lang, key));
}
