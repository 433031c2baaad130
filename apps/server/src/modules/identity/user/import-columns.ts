import type { Lang } from '@tms/domain';
import { t } from '../../../platform/i18n';

/** The columns of the user import template, in order. Headers are matched in any language. */
export const IMPORT_COLUMNS = [
  { key: 'userName', width: 18 },
  { key: 'nickName', width: 16 },
  { key: 'deptId', width: 14 },
  { key: 'phonenumber', width: 16 },
  { key: 'email', width: 28 },
  { key: 'sex', width: 10 },
  { key: 'status', width: 10 },
  { key: 'roleKeys', width: 26 },
  { key: 'dispatchCenters', width: 24 },
  { key: 'password', width: 18 },
  { key: 'remark', width: 24 },
] as const;
export type ImportField = (typeof IMPORT_COLUMNS)[number]['key'];

export function columnLabel(lang: Lang, key: ImportField): string {
  return t(lang, `system.user.column.${key}`);
}

/** Dictionary labels accepted in the sex and status columns, in every language, plus the raw values. */
export const SEX_VALUES: Record<string, string> = {
  '0': '0',
  男: '0',
  male: '0',
  '1': '1',
  女: '1',
  female: '1',
  '2': '2',
  未知: '2',
  unknown: '2',
};
export const STATUS_VALUES: Record<string, string> = {
  '0': '0',
  正常: '0',
  normal: '0',
  '1': '1',
  停用: '1',
  disabled: '1',
};
