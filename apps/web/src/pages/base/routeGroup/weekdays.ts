import { WEEKDAY_CODES } from '@tms/domain';
import type { TFunction } from 'i18next';

/** Weekday codes 1-7 (Sunday 7) with their labels in the user's language. */
export const weekdayOptions = (t: TFunction) =>
  WEEKDAY_CODES.map((code) => ({ value: code, label: t(`baseRoute.weekday.${code}`) }));

export const weekdayText = (t: TFunction, codes: readonly number[]) =>
  codes.length === 7 ? t('baseRoute.weekday.all') : codes.map((c) => t(`baseRoute.weekday.${c}`)).join(' ');
