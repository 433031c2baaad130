import type { Lang } from '../i18n/languages';
import { type MessageKey, serverMessages } from '../messages';

const PREFIX = 'operlog.title.';

/**
 * The operation log's title of a route (as Fastify names it, '/api/system/user/:id'): the message of its
 * subject — the first two path segments below /api, else the first alone ('/api/auth/login' is a sign-in,
 * whatever follows). Null for a route no subject names, which the log then shows by its stored title.
 */
export function operLogTitleKey(route: string | null | undefined): MessageKey | null {
  if (!route) return null;
  const segments = route
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
  for (const depth of [2, 1]) {
    if (segments.length < depth) continue;
    const key = `${PREFIX}${segments.slice(0, depth).join('.')}`;
    if (key in serverMessages) return key as MessageKey;
  }
  return null;
}

/**
 * The route paths ('/api/system/user') whose title in `lang` contains `text` (case-insensitive): a search
 * of the log by title finds the rows by what the reader sees, not only by the stored title.
 */
export function operLogRoutesTitled(text: string, lang: Lang): string[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  return Object.entries(serverMessages)
    .filter(([key, texts]) => key.startsWith(PREFIX) && texts[lang].toLowerCase().includes(wanted))
    .map(([key]) => `/api/${key.slice(PREFIX.length).split('.').join('/')}`);
}
