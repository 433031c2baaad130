import type { Lang } from '../i18n/languages';
import { type MessageCatalog, translate } from '../i18n/messages';
import { serverMessages } from '../messages';

const catalog: MessageCatalog = serverMessages;

/**
 * A seeded record's label in the reader's language: the seed writes the zh-CN text of `key`
 * (messages/seeded-names.ts); while the stored text is still exactly that — nobody has renamed the
 * record — it reads in `lang`. A renamed record, or a key with no message, reads as stored.
 */
export function seededName(key: string, stored: string, lang: Lang): string;
export function seededName(key: string, stored: string | null, lang: Lang): string | null;
export function seededName(key: string, stored: string | null, lang: Lang): string | null {
  const texts = catalog[key];
  if (!texts || stored === null || stored !== texts['zh-CN']) return stored;
  return translate(catalog, key, lang);
}

/** The zh-CN text the seed writes for `key` (the key itself when it has none, which a test forbids). */
export const seededText = (key: string): string => catalog[key]?.['zh-CN'] ?? key;
