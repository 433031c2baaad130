import { DEFAULT_LANG, LANG_COOKIE_TTL_MS, type Lang, resolveLang } from '@tms/domain';
import i18n from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { resources } from '../locales';

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
    'zh-CN': { translation: resources['zh-CN'] },
    'zh-HK': { translation: resources['zh-HK'] },
    'en-US': { translation: resources['en-US'] },
  },
  lng: currentLang(),
  fallbackLng: DEFAULT_LANG,
  interpolation: { escapeValue: false },
});

export { i18n };
