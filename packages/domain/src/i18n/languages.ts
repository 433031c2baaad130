export const LANGUAGES = ['zh-CN', 'zh-HK', 'en-US'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

/** The spec labels en-GB too; it reads as English. Anything unknown falls back to zh-CN. */
export function resolveLang(value: string | undefined | null): Lang {
  if (!value) return DEFAULT_LANG;
  const wanted = value.split(',')[0]?.trim().toLowerCase() ?? '';
  if (wanted === 'zh-hk' || wanted === 'zh-tw') return 'zh-HK';
  if (wanted.startsWith('en')) return 'en-US';
  return DEFAULT_LANG;
}
