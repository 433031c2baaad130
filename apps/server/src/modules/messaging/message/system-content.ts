import { DEFAULT_LANG, isMessageKey, type Lang, type MessageKeyTail } from '@tms/domain';
import type { SystemContentParam, SystemContentParams } from '../../../db/schema';
import { formatDateTime } from '../../../platform/format-time';
import { t } from '../../../platform/i18n';

/** A kind of system message: its title and body are the keys `${kind}.title` and `${kind}.body`. */
export type SystemMessageKind =
  MessageKeyTail<'systemMessage.'> extends infer T
    ? T extends `${infer K}.title`
      ? `systemMessage.${K}`
      : never
    : never;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text as HTML that shows it as written (a parameter may hold anything a user typed). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/**
 * One parameter in a reader's language and zone: a message key (itself with parameters) is
 * translated, a time written in the reader's zone; a key the catalogs no longer know shows as is.
 */
function paramText(lang: Lang, timeZone: string | null, value: SystemContentParam): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('time' in value) return formatDateTime(new Date(value.time), timeZone).slice(0, 16);
  if (!isMessageKey(value.key)) return value.key;
  return t(lang, value.key, value.params ? paramsIn(lang, timeZone, value.params) : undefined);
}

function paramsIn(lang: Lang, timeZone: string | null, params: SystemContentParams) {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, paramText(lang, timeZone, v)]));
}

/** A body line: its key's text for this reader, escaped, one paragraph. */
function bodyHtml(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

/** A system message's title and body for one reader (body as the HTML the screens show). */
export function renderSystemContent(
  kind: string,
  params: SystemContentParams,
  lang: Lang = DEFAULT_LANG,
  timeZone: string | null = null,
): { title: string; body: string } | null {
  const titleKey = `${kind}.title`;
  const bodyKey = `${kind}.body`;
  if (!isMessageKey(titleKey)) return null;
  const values = paramsIn(lang, timeZone, params);
  return {
    title: t(lang, titleKey, values),
    body: isMessageKey(bodyKey) ? bodyHtml(t(lang, bodyKey, values)) : '',
  };
}
