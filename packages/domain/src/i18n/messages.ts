import type { Lang } from './languages';

/** One key, its text in every language: a missing language is a type error. */
export type Translations = Record<Lang, string>;
export type MessageCatalog = Record<string, Translations>;

export function defineMessages<T extends MessageCatalog>(messages: T): T {
  return messages;
}

/** Replaces {name} placeholders with the given parameters. */
export function interpolate(text: string, params?: Record<string, unknown>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function translate(
  catalog: MessageCatalog,
  key: string,
  lang: Lang,
  params?: Record<string, unknown>,
): string {
  const entry = catalog[key];
  if (!entry) return interpolate(key, params);
  return interpolate(entry[lang], params);
}

/** Flattens a catalog into one i18next-style resource object per language. */
export function toResources(catalog: MessageCatalog): Record<Lang, Record<string, string>> {
  const out: Record<Lang, Record<string, string>> = { 'zh-CN': {}, 'zh-HK': {}, 'en-US': {} };
  for (const [key, texts] of Object.entries(catalog)) {
    out['zh-CN'][key] = texts['zh-CN'];
    out['zh-HK'][key] = texts['zh-HK'];
    out['en-US'][key] = texts['en-US'];
  }
  return out;
}
