import { EXTRA_LANGUAGES, serverMessages, serverOverlays } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../core/i18n';
import { uiCatalog } from './index';
import { webOverlays } from './overlays';

const placeholders = (text: string) => (text.match(/\{\{?\w+\}?\}/g) ?? []).sort().join();

describe('the languages written in part', () => {
  it('translate only keys the catalogs have, with the same placeholders', () => {
    for (const lang of EXTRA_LANGUAGES) {
      const strays: string[] = [];
      for (const [overlay, catalog] of [
        [webOverlays[lang] ?? {}, uiCatalog],
        [serverOverlays[lang] ?? {}, serverMessages],
      ] as const) {
        for (const [key, text] of Object.entries(overlay)) {
          const entry = (catalog as Record<string, { 'en-US': string }>)[key];
          if (!entry || placeholders(entry['en-US']) !== placeholders(text)) strays.push(`${lang} ${key}`);
        }
      }
      expect(strays).toEqual([]);
    }
  });

  it('read a key they lack from English, key by key', async () => {
    await i18n.changeLanguage('pt-BR');
    expect(i18n.t('action.save')).toBe('Salvar');
    expect(i18n.t('login.help.body')).toMatch(/^Sign in with the user name/);
    await i18n.changeLanguage('en-GB');
    expect(i18n.t('header.dispatchCenter')).toBe('Dispatch centre');
    expect(i18n.t('action.save')).toBe('Save');
    await i18n.changeLanguage('zh-CN');
  });
});
