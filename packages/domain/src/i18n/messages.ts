import {
  catalogLang,
  type ExtraLang,
  isExtraLang,
  LANGUAGE_FALLBACKS,
  type Lang,
  type UiLang,
} from './languages';

/** One key, its text in every language: a missing language is a type error. */
export type Translations = Record<Lang, string>;
export type MessageCatalog = Record<string, Translations>;

export function defineMessages<T extends MessageCatalog>(messages: T): T {
  return messages;
}

/**
 * A parameter known in every language (a dictionary label such as a temperature layer's): the message
 * shows the reader's, so a code or one language's word never reaches a reader of another.
 */
export type LocalizedParam = { readonly localized: Translations };

export const localizedParam = (texts: Translations): LocalizedParam => ({ localized: texts });

function isLocalizedParam(value: unknown): value is LocalizedParam {
  return typeof value === 'object' && value !== null && 'localized' in value;
}

/** Parameters with every localized one read in `lang`: for answers that carry parameters as data. */
export function paramsIn(params: Record<string, unknown> | undefined, lang: Lang) {
  if (!params) return params;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      isLocalizedParam(value) ? value.localized[lang] : value,
    ]),
  );
}

/** Replaces {name} placeholders with the given parameters; a localized one in `lang` (zh-CN without). */
export function interpolate(text: string, params?: Record<string, unknown>, lang?: Lang): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    return isLocalizedParam(value) ? value.localized[lang ?? 'zh-CN'] : String(value);
  });
}

/** An extra language's texts for the keys it has (the rest come from its fallbacks). */
export type Overlay = Readonly<Record<string, string>>;
export type Overlays = Partial<Record<ExtraLang, Overlay>>;

export function translate(
  catalog: MessageCatalog,
  key: string,
  lang: UiLang,
  params?: Record<string, unknown>,
  overlays?: Overlays,
): string {
  const entry = catalog[key];
  const base = catalogLang(lang);
  if (isExtraLang(lang)) {
    const own = overlays?.[lang]?.[key];
    if (own) return interpolate(own, params, base);
    if (!entry) return interpolate(key, params, base);
    const text = LANGUAGE_FALLBACKS[lang].map((fallback) => entry[fallback]).find((t) => t?.trim());
    return interpolate(text ?? key, params, base);
  }
  if (!entry) return interpolate(key, params, lang);
  return interpolate(entry[lang], params, lang);
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
