import {
  DEFAULT_LANG,
  EXTRA_LANGUAGES,
  LANG_COOKIE_TTL_MS,
  LANGUAGE_FALLBACKS,
  type Lang,
  resolveUiLang,
  serverOverlays,
  type UiLang,
} from '@tms/domain';
import i18n from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { coreResources } from '../locales/core';
import { webOverlays } from '../locales/overlays';

export const LANG_COOKIE = 'lang';

/** The language chosen (en-GB and pt-BR included); the request layer sends it as the lang header. */
export function currentLang(): UiLang {
  return resolveUiLang(Cookies.get(LANG_COOKIE) ?? DEFAULT_LANG);
}

/** The lang cookie lives 12 hours, as the spec says; the request layer sends it as the lang header. */
export function saveLang(lang: UiLang): void {
  Cookies.set(LANG_COOKIE, lang, { expires: new Date(Date.now() + LANG_COOKIE_TTL_MS) });
}

void i18n.use(initReactI18next).init({
  resources: {
    'zh-CN': { translation: coreResources['zh-CN'] },
    'zh-HK': { translation: coreResources['zh-HK'] },
    'en-US': { translation: coreResources['en-US'] },
    // The languages written in part carry every overlay text at once (they are small); a key they lack
    // is read from their fallbacks, key by key.
    ...Object.fromEntries(
      EXTRA_LANGUAGES.map((lang) => [
        lang,
        { translation: { ...serverOverlays[lang], ...webOverlays[lang] } },
      ]),
    ),
  },
  lng: currentLang(),
  fallbackLng: { ...LANGUAGE_FALLBACKS, default: [DEFAULT_LANG] },
  interpolation: { escapeValue: false },
});

let allTexts: Promise<void> | null = null;

/**
 * Every screen's texts (locales/index.ts), loaded once before the first menu screen renders; the sign-in
 * page and the shell start with the core texts only (locales/core.ts).
 */
export function ensureAllTexts(): Promise<void> {
  allTexts ??= import('../locales').then(({ resources }) => {
    for (const lang of Object.keys(resources) as Lang[]) {
      i18n.addResourceBundle(lang, 'translation', resources[lang], true, true);
    }
  });
  return allTexts;
}

export { i18n };
