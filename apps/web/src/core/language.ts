import { LANGUAGES, type Lang } from '@tms/domain';
import { i18n, saveLang } from './i18n';

export { LANGUAGES };

/**
 * Switches the app language: the lang cookie (sent as the lang header by the request layer) and
 * i18next. The menu query is keyed by language, so the menu names are fetched again in the new one.
 */
export async function switchLanguage(lang: Lang): Promise<void> {
  saveLang(lang);
  await i18n.changeLanguage(lang);
}
