/** The catalog languages: every message key is written in each of them (a missing one is a type error). */
export const LANGUAGES = ['zh-CN', 'zh-HK', 'en-US'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

/**
 * Languages a user may also choose, written only in part: a key they lack is read from their fallbacks,
 * in order (British English from American English, Brazilian Portuguese from English, then Chinese).
 */
export const EXTRA_LANGUAGES = ['en-GB', 'pt-BR'] as const;
export type ExtraLang = (typeof EXTRA_LANGUAGES)[number];
export const LANGUAGE_FALLBACKS: Record<ExtraLang, readonly Lang[]> = {
  'en-GB': ['en-US', 'zh-CN'],
  'pt-BR': ['en-US', 'zh-CN'],
};

/** Every language offered in the switchers. */
export const UI_LANGUAGES = [...LANGUAGES, ...EXTRA_LANGUAGES] as const;
export type UiLang = Lang | ExtraLang;

export function isExtraLang(lang: string): lang is ExtraLang {
  return (EXTRA_LANGUAGES as readonly string[]).includes(lang);
}

/** The language a header, cookie or setting asks for, as offered; anything unknown is zh-CN. */
export function resolveUiLang(value: string | undefined | null): UiLang {
  if (!value) return DEFAULT_LANG;
  const wanted = value.split(',')[0]?.trim().toLowerCase() ?? '';
  if (wanted === 'zh-hk' || wanted === 'zh-tw') return 'zh-HK';
  if (wanted === 'en-gb' || wanted === 'en-uk') return 'en-GB';
  if (wanted.startsWith('en')) return 'en-US';
  if (wanted.startsWith('pt')) return 'pt-BR';
  return DEFAULT_LANG;
}

/** The catalog language a chosen one reads whole records from (dictionary labels, menu names). */
export function catalogLang(lang: UiLang): Lang {
  return isExtraLang(lang) ? (LANGUAGE_FALLBACKS[lang][0] ?? DEFAULT_LANG) : lang;
}

/** resolveUiLang narrowed to a catalog language: en-GB and pt-BR read as English. */
export function resolveLang(value: string | undefined | null): Lang {
  return catalogLang(resolveUiLang(value));
}
