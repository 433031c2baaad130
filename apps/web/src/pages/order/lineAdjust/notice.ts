import { interpolate } from '@tms/domain';
import type { TFunction } from 'i18next';
import type { Notice } from './state/line-adjust-reducer';

/** A domain message key with its {name} parameters, in the screen's language. */
export function noticeText(t: TFunction, notice: Notice): string {
  return interpolate(t(notice.key), notice.params ?? {});
}
