import {
  isMessageKey,
  type Lang,
  type MessageKey,
  resolveLang,
  serverMessages,
  translate,
} from '@tms/domain';
import type { FastifyRequest } from 'fastify';

/** The lang header wins; then the lang cookie; then the lang query parameter; else zh-CN. */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers.lang;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const cookie = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.lang;
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  return resolveLang(fromHeader ?? cookie ?? (typeof query === 'string' ? query : undefined));
}

export function t(lang: Lang, key: MessageKey, params?: Record<string, unknown>): string {
  return translate(serverMessages, key, lang, params);
}

/**
 * A stored code's label through the keys `${prefix}${code}` (a dictionary-like status in a column): the
 * code comes from the database, so it is looked up, and one the catalogs do not know shows as its key.
 */
export function tCode(
  lang: Lang,
  prefix: `${string}.`,
  code: string,
  params?: Record<string, unknown>,
): string {
  const key = `${prefix}${code}`;
  return isMessageKey(key) ? t(lang, key, params) : key;
}
