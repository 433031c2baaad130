import {
  isMessageKey,
  type Lang,
  type MessageKey,
  resolveLang,
  resolveUiLang,
  serverMessages,
  serverOverlays,
  translate,
  type UiLang,
} from '@tms/domain';
import type { FastifyRequest } from 'fastify';

/** What the request asks for: the lang header wins; then the lang cookie; then the lang query parameter. */
function askedLang(request: FastifyRequest): string | undefined {
  const header = request.headers.lang;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const cookie = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.lang;
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  return fromHeader ?? cookie ?? (typeof query === 'string' ? query : undefined);
}

/** The language chosen, as offered (en-GB, pt-BR included); else zh-CN. */
export function requestUiLang(request: FastifyRequest): UiLang {
  return resolveUiLang(askedLang(request));
}

/** The catalog language whole records are read in (en-GB and pt-BR read English ones). */
export function requestLang(request: FastifyRequest): Lang {
  return resolveLang(askedLang(request));
}

/** A message in `lang`; in en-GB or pt-BR their own text where written, else their fallbacks'. */
export function t(lang: UiLang, key: MessageKey, params?: Record<string, unknown>): string {
  return translate(serverMessages, key, lang, params, serverOverlays);
}

/**
 * A stored code's label through the keys `${prefix}${code}` (a dictionary-like status in a column): the
 * code comes from the database, so it is looked up, and one the catalogs do not know shows as its key.
 */
export function tCode(
  lang: UiLang,
  prefix: `${string}.`,
  code: string,
  params?: Record<string, unknown>,
): string {
  const key = `${prefix}${code}`;
  return isMessageKey(key) ? t(lang, key, params) : key;
}
