import { MESSAGE_BODY_MAX } from '@tms/domain';

/**
 * The body is edited as HTML and stored as the server's sanitized HTML. The server's limit counts the
 * characters (code points) of that HTML, markup included, so the form counts the same thing: a body the
 * form lets through is one the server takes.
 */
export function bodyLength(html: string): number {
  return [...html].length;
}

export function isBodyTooLong(html: string): boolean {
  return bodyLength(html) > MESSAGE_BODY_MAX;
}

/**
 * What the editor hands the form: an editor with no text and no block worth keeping (an empty
 * paragraph is what a cleared editor holds) is the empty body, so a draft without text stores ''.
 */
export function editorValue(input: { html: string; isEmpty: boolean }): string {
  return input.isEmpty ? '' : input.html;
}

/** The link schemes the server keeps; any other link would be dropped from the stored body. */
const LINK_SCHEMES = ['http:', 'https:', 'mailto:'];

/**
 * A link as typed into the link box, made into an href the server keeps: a bare address ("example.com")
 * gets https://, an e-mail address gets mailto:, and a scheme the server drops (javascript:, data:, ...)
 * or text that is no address gives null.
 */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  const candidate = hasScheme
    ? text
    : /^[^@/]+@[^@/]+\.[^@/]+$/.test(text)
      ? `mailto:${text}`
      : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    if (!LINK_SCHEMES.includes(url.protocol)) return null;
    if (url.protocol !== 'mailto:' && !url.hostname) return null;
    return candidate;
  } catch {
    return null;
  }
}
