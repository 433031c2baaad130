import { DEFAULT_LANG, LANG_COOKIE_TTL_MS, type Lang, resolveLang } from '@tms/domain';
import i18n from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { coreResources } from '../locales/core';

export const LANG_COOKIE = 'lang';

export function currentLang(): Lang {
  return resolveLang(Cookies.get(LANG_COOKIE) ?? DEFAULT_LANG);
}

/** The lang cookie lives 12 hours, as the spec says; the request layer sends it as the lang header. */
export function saveLang(lang: Lang): void {
  Cookies.set(LANG_COOKIE, lang, { expires: new Date(Date.now() + LANG_COOKIE_TTL_MS) });
}

void i18n.use(initReactI18next).init({
  resources: {
    'zh-CN': { translation: coreResources['zh-CN'] },
    'zh-HK': { translation: coreResources['zh-HK'] },
    'en-US': { translation: coreResources['en-US'] },
  },
  lng: currentLang(),
  fallbackLng: DEFAULT_LANG,
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
