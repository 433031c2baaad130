import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { noticeText } from './notice';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en-US',
  resources: {
    'en-US': {
      translation: {
        'lineAdjust.times.moved': '{{count}} later stop(s) moved',
        'waybill.tip.max.line': 'At most {max} lines',
      },
    },
  },
  interpolation: { escapeValue: false },
});

describe('a notice reads with its numbers filled', () => {
  it("fills the screen's own {{count}} texts", () => {
    expect(noticeText(i18n.t, { key: 'lineAdjust.times.moved', params: { count: 1 }, level: 'info' })).toBe(
      '1 later stop(s) moved',
    );
  });

  it("fills the domain's {name} messages", () => {
    expect(noticeText(i18n.t, { key: 'waybill.tip.max.line', params: { max: 20 } })).toBe('At most 20 lines');
  });
});
