import { UI_LANGUAGES, type UiLang } from '@tms/domain';
import { i18n, saveLang } from './i18n';

/** Every language the switchers offer. */
export const LANGUAGES = UI_LANGUAGES;

/**
 * Switches the app language: the lang cookie (sent as the lang header by the request layer) and
 * i18next. The menu query is keyed by language, so the menu names are fetched again in the new one.
 */
export async function switchLanguage(lang: UiLang): Promise<void> {
  saveLang(lang);
  await i18n.changeLanguage(lang);
}
