import { describe, expect, it } from 'vitest';
import {
  inCenter,
  mergeAlert,
  openAlertTotal,
  percentText,
  type TickerAlert,
  tickerWindow,
  todayRange,
} from './screen-state';

const alert = (id: number, startTime: string, level = 'slight'): TickerAlert => ({
  id,
  shipmentCode: `SP${id}`,
  alertType: 'temp',
  level,
  alertContent: null,
  startTime,
});

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

  it('a chosen center keeps its rows only; none keeps every row', () => {
    const rows = [{ dispatchCenterId: 'dc-sh' }, { dispatchCenterId: 'dc-gz' }, { dispatchCenterId: null }];
    expect(inCenter(rows, 'dc-gz')).toEqual([{ dispatchCenterId: 'dc-gz' }]);
    expect(inCenter(rows, null)).toHaveLength(3);
  });

  it('a pushed alert goes on top, replaces its earlier self and the list keeps its size', () => {
    const list = [alert(2, '2026-11-27 10:00:00'), alert(1, '2026-11-27 09:00:00')];
    const pushed = { ...alert(3, '2026-11-27 11:00:00'), shipmentId: 's3' };
    expect(mergeAlert(list, pushed, 2).map((a) => a.id)).toEqual([3, 2]);
    const risen = { ...alert(2, '2026-11-27 10:00:00', 'serious'), shipmentId: 's2' };
    const merged = mergeAlert(list, risen, 5);
    expect(merged.map((a) => [a.id, a.level])).toEqual([
      [2, 'serious'],
      [1, 'slight'],
    ]);
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
