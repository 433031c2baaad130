import { interpolate } from '@tms/domain';
import type { TFunction } from 'i18next';
import type { Notice } from './state/line-adjust-reducer';

/**
 * A notice in the screen's language: a domain message key takes its {name} parameters, a key of the
 * screen's own texts its {{name}} ones (i18next), so both are filled.
 */
export function noticeText(t: TFunction, notice: Notice): string {
  const params = notice.params ?? {};
  return interpolate(t(notice.key, params), params);
}
