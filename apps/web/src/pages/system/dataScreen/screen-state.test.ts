import { describe, expect, it } from 'vitest';
import { openAlertTotal, percentText, tickerWindow, todayRange } from './screen-state';

describe('data screen rules', () => {
  it('today is the viewer\u2019s day: 23:30 UTC is already tomorrow in Shanghai', () => {
    const now = Date.parse('2026-11-27T23:30:00Z');
    expect(todayRange(now, 'Asia/Shanghai')).toEqual({ beginDate: '2026-11-28', endDate: '2026-11-28' });
    expect(todayRange(now, 'UTC')).toEqual({ beginDate: '2026-11-27', endDate: '2026-11-27' });
  });

  it('a rate reads as a percent with one decimal; no rate reads as a dash', () => {
    expect(percentText(0.9345)).toBe('93.5%');
    expect(percentText(1)).toBe('100.0%');
    expect(percentText(null)).toBe('-');
    expect(percentText(Number.NaN)).toBe('-');
  });

  it('open alerts sum over their types', () => {
    expect(openAlertTotal([{ count: 2 }, { count: 5 }])).toBe(7);
    expect(openAlertTotal([])).toBe(0);
  });

  it('the ticker steps one alert a tick and wraps; a short list stands still', () => {
    expect(tickerWindow([1, 2, 3, 4], 2, 0)).toEqual([1, 2]);
    expect(tickerWindow([1, 2, 3, 4], 2, 3)).toEqual([4, 1]);
    expect(tickerWindow([1, 2], 3, 7)).toEqual([1, 2]);
  });
});
