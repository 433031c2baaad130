import type { Lang } from '../i18n/languages';
import { type MessageKey, serverMessages } from '../messages';

const MODULE = 'operlog.title.';
const ACTION = 'operlog.action.';

/** A route's path segments below /api, without its parameters ('/api/system/dept/remove/:id' → system, dept, remove). */
function segmentsOf(route: string): string[] {
  return route
    .replace(/^\/api\//, '')
    .split('/')
    .filter((s) => s !== '' && !s.startsWith(':') && !s.startsWith('{'));
}

const known = (key: string): key is MessageKey => key in serverMessages;

/** The subject of a route: the deepest of its first three, two or one segments that has a title. */
function subjectOf(segments: readonly string[]): { key: MessageKey; depth: number } | null {
  for (const depth of [3, 2, 1]) {
    if (segments.length < depth) continue;
    const key = `${MODULE}${segments.slice(0, depth).join('.')}`;
    if (known(key)) return { key, depth };
  }
  return null;
}

/**
 * The operation log's module of a route (as Fastify names it, '/api/system/user/:id'): the message of its
 * subject — the deepest of its first three, two or one path segments below /api that has one
 * ('/api/auth/login' is a sign-in, whatever follows). Null for a route no subject names.
 */
export function operLogTitleKey(route: string | null | undefined): MessageKey | null {
  if (!route) return null;
  return subjectOf(segmentsOf(route))?.key ?? null;
}

/**
 * The action of a route, in words: the message of what follows its subject ('/api/shipment/epod/image/upload'
 * → operlog.action.image.upload), else of its last segment, the verb most routes end in (save, remove,
 * examine, batchRead…). Null when neither has a message.
 */
export function operLogActionKey(route: string | null | undefined): MessageKey | null {
  if (!route) return null;
  const segments = segmentsOf(route);
  const subject = subjectOf(segments);
  const rest = segments.slice(subject?.depth ?? 0);
  if (rest.length === 0) return null;
  for (const key of [`${ACTION}${rest.join('.')}`, `${ACTION}${rest[rest.length - 1]}`])
    if (known(key)) return key;
  return null;
}

/**
 * The title a reader sees for a logged call, "Module · Action" in their language (translate is the
 * caller's t); the stored title stands in for a part no message names (a route of an older version).
 */
export function operLogTitleText(
  row: { method: string | null; title: string | null },
  translate: (key: MessageKey) => string,
): string {
  const module = operLogTitleKey(row.method);
  const action = operLogActionKey(row.method);
  if (module && action) return `${translate(module)} · ${translate(action)}`;
  const stored = row.title ?? row.method ?? '';
  if (module) return `${translate(module)} · ${stored}`;
  return action ? `${stored} · ${translate(action)}` : stored;
}

/**
 * What a title search matches in `lang`: the route prefixes whose module contains `text` ('/api/order/waybill/')
 * and the route endings whose action does ('/batchRead'), both case-insensitive, so a search finds rows
 * by what the reader sees, not only by the stored title.
 */
export function operLogRoutesTitled(text: string, lang: Lang): { prefixes: string[]; endings: string[] } {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return { prefixes: [], endings: [] };
  const matching = (prefix: string) =>
    Object.entries(serverMessages)
      .filter(([key, texts]) => key.startsWith(prefix) && texts[lang].toLowerCase().includes(wanted))
      .map(([key]) => key.slice(prefix.length).split('.').join('/'));
  return {
    prefixes: matching(MODULE).map((path) => `/api/${path}/`),
    endings: matching(ACTION).map((path) => `/${path}`),
  };
}
