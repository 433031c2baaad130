import { describe, expect, it } from 'vitest';
import { serverMessages } from '../messages';
import { LANGUAGES, resolveLang } from './languages';
import { interpolate, localizedParam, translate } from './messages';

describe('resolveLang', () => {
  it('falls back to zh-CN when nothing or something unknown is sent', () => {
    expect(resolveLang(undefined)).toBe('zh-CN');
    expect(resolveLang('pt-BR')).toBe('zh-CN');
  });
  it('reads en-GB as English and zh-TW as traditional Chinese', () => {
    expect(resolveLang('en-GB')).toBe('en-US');
    expect(resolveLang('zh-TW')).toBe('zh-HK');
  });
});

describe('message catalogs', () => {
  it('have non-empty text for every key in every language', () => {
    const missing = Object.entries(serverMessages).flatMap(([key, texts]) =>
      LANGUAGES.filter((lang) => !texts[lang]?.trim()).map((lang) => `${key} (${lang})`),
    );
    expect(missing).toEqual([]);
  });
  it('use the same placeholders in every language', () => {
    const mismatched = Object.entries(serverMessages).filter(([, texts]) => {
      const names = LANGUAGES.map((lang) => (texts[lang].match(/\{\w+\}/g) ?? []).sort().join());
      return new Set(names).size > 1;
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
  it('interpolate named parameters and leave unknown ones visible', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(translate(serverMessages, 'auth.locked', 'en-US', { minutes: 10 })).toContain('10 minutes');
  });
  it('a localized parameter reads in the message language, never as its code', () => {
    const layer = localizedParam({ 'zh-CN': '冷藏', 'zh-HK': '冷藏', 'en-US': 'Chilled' });
    const params = { line: 1, station: 'S1', layer, model: 'M' };
    expect(translate(serverMessages, 'waybill.tip.model.layer', 'en-US', params)).toContain('layer Chilled,');
    expect(translate(serverMessages, 'waybill.tip.model.layer', 'zh-CN', params)).toContain('温层冷藏');
  });
});
