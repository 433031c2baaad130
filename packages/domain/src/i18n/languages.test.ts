import { describe, expect, it } from 'vitest';
import { serverMessages } from '../messages';
import { LANGUAGES, resolveLang, resolveUiLang } from './languages';
import { interpolate, localizedParam, translate } from './messages';

describe('resolveLang', () => {
  it('falls back to zh-CN when nothing or something unknown is sent', () => {
    expect(resolveLang(undefined)).toBe('zh-CN');
    expect(resolveLang('fr-FR')).toBe('zh-CN');
  });
  it('reads the extra languages as English for whole records', () => {
    expect(resolveLang('pt-BR')).toBe('en-US');
    expect(resolveUiLang('pt-BR')).toBe('pt-BR');
    expect(resolveUiLang('en-GB')).toBe('en-GB');
    expect(resolveUiLang('en-gb,en;q=0.9')).toBe('en-GB');
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

describe('translate in a language written in part', () => {
  const overlays = { 'pt-BR': { 'common.required': 'Obrigatório!' } };
  it('uses its own text where it has one', () => {
    expect(translate(serverMessages, 'common.required', 'pt-BR', undefined, overlays)).toBe('Obrigatório!');
  });
  it('falls back to English for a key it lacks, with the parameters filled', () => {
    expect(translate(serverMessages, 'auth.locked', 'pt-BR', { minutes: 10 }, overlays)).toContain(
      '10 minutes',
    );
    expect(translate(serverMessages, 'common.required', 'en-GB')).toBe('Required!');
  });
});
