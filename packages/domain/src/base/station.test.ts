import { describe, expect, it } from 'vitest';
import {
  exTimeWindowIssues,
  isCalendarDay,
  isWithinStationWindow,
  loadRuleIssues,
  type StationLoadRule,
  stationLoadMinutes,
  stationLoadTime,
  timeWindowIssues,
  weekdayCodeOf,
} from './station';

const keys = (issues: { key: string }[]) => issues.map((i) => i.key);
const win = (weekdayCode: number, startTime = '06:00', endTime = '10:00') => ({
  weekdayCode,
  startTime,
  endTime,
});

describe('delivery time windows', () => {
  it('accepts one window per weekday, Monday 1 to Sunday 7', () => {
    expect(timeWindowIssues([1, 2, 3, 4, 5, 6, 7].map((d) => win(d)))).toEqual([]);
  });

  it('refuses a repeated weekday, naming the second row', () => {
    const issues = timeWindowIssues([win(1), win(3), win(1, '14:00', '16:00')]);
    expect(issues).toEqual([
      { key: 'base.station.weekdayRepeated', params: { weekday: 1 }, index: 2, field: 'weekdayCode' },
    ]);
  });

  it('refuses weekdayCode 0 and 8 (Sunday is 7, not 0)', () => {
    expect(keys(timeWindowIssues([win(0)]))).toEqual(['base.station.weekdayCode']);
    expect(keys(timeWindowIssues([win(8)]))).toEqual(['base.station.weekdayCode']);
  });

  it('refuses a time that is not HH:mm', () => {
    expect(keys(timeWindowIssues([win(1, '6:00', '10:00')]))).toEqual(['base.station.timeFormat']);
    expect(keys(timeWindowIssues([win(1, '06:00', '24:00')]))).toEqual(['base.station.timeFormat']);
  });

  it('refuses a start not before the end, equal times included', () => {
    expect(keys(timeWindowIssues([win(1, '10:00', '06:00')]))).toEqual(['base.station.startBeforeEnd']);
    expect(keys(timeWindowIssues([win(1, '10:00', '10:00')]))).toEqual(['base.station.startBeforeEnd']);
  });
});

describe('extra receiving windows', () => {
  const ex = (startDay: string, endDay: string, weekdayCode?: number) => ({
    startDay,
    endDay,
    weekdayCode,
    startTime: '08:00',
    endTime: '12:00',
  });

  it('accepts a single day and a span', () => {
    expect(exTimeWindowIssues([ex('2026-10-01', '2026-10-01'), ex('2026-10-02', '2026-10-07', 6)])).toEqual(
      [],
    );
  });

  it('refuses a start day after the end day', () => {
    expect(keys(exTimeWindowIssues([ex('2026-10-08', '2026-10-01')]))).toEqual([
      'base.station.startDayAfterEndDay',
    ]);
  });

  it('refuses a day that does not exist', () => {
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(keys(exTimeWindowIssues([ex('2026-02-30', '2026-03-01')]))).toEqual(['base.station.dayFormat']);
  });

  it('refuses a weekdayCode outside 1-7 and a window ending before it starts', () => {
    expect(keys(exTimeWindowIssues([ex('2026-10-01', '2026-10-02', 9)]))).toEqual([
      'base.station.weekdayCode',
    ]);
    expect(
      keys(exTimeWindowIssues([{ ...ex('2026-10-01', '2026-10-02'), startTime: '13:00', endTime: '12:00' }])),
    ).toEqual(['base.station.startBeforeEnd']);
  });
});

const rule = (over: Partial<StationLoadRule> = {}): StationLoadRule => ({
  deliverProperty: 1,
  loadEfficiency: '0.5',
  cargoEfficiency: '0.8',
  fixedLoadTime: 0,
  fixedCargoTime: 0,
  fixedHandTime: 10,
  ...over,
});

describe('load-efficiency rules', () => {
  it('accepts one rule per property', () => {
    expect(loadRuleIssues([rule(), rule({ deliverProperty: 2 }), rule({ deliverProperty: 3 })])).toEqual([]);
  });

  it('refuses a second rule for the same property', () => {
    expect(keys(loadRuleIssues([rule(), rule()]))).toEqual(['base.station.loadRuleRepeated']);
  });

  it('refuses deliverProperty other than 1 cases, 2 weight, 3 volume', () => {
    expect(keys(loadRuleIssues([rule({ deliverProperty: 4 })]))).toEqual(['base.station.deliverProperty']);
  });

  it('refuses a negative efficiency or fixed time, accepts zero', () => {
    expect(keys(loadRuleIssues([rule({ loadEfficiency: '-0.1' })]))).toEqual(['base.station.loadNegative']);
    expect(keys(loadRuleIssues([rule({ fixedHandTime: -1 })]))).toEqual(['base.station.loadNegative']);
    expect(loadRuleIssues([rule({ loadEfficiency: 0, fixedHandTime: 0 })])).toEqual([]);
  });

  it('refuses a missing or non-numeric efficiency', () => {
    expect(keys(loadRuleIssues([rule({ cargoEfficiency: 'abc' })]))).toEqual(['base.station.loadNumber']);
  });
});

describe('load time', () => {
  it('is fixed hand time plus load efficiency times cases when loading', () => {
    expect(stationLoadMinutes({ rules: [rule()], totals: { cases: 40 }, mode: 'load' })).toBe(30);
  });

  it('uses the unload (cargo) efficiency when unloading', () => {
    expect(stationLoadMinutes({ rules: [rule()], totals: { cases: 40 }, mode: 'unload' })).toBe(42);
  });

  it('is exact with decimals: 0.1 x 3 stays 0.3, then rounds up to a whole minute', () => {
    const time = stationLoadTime({
      rules: [rule({ deliverProperty: 3, loadEfficiency: '0.1', fixedHandTime: 0 })],
      totals: { volume: '3' },
      mode: 'load',
    });
    expect(time.exactMinutes).toBe('0.3');
    expect(time.minutes).toBe(1);
  });

  it('works by weight when the rule is for weight', () => {
    const weight = rule({ deliverProperty: 2, loadEfficiency: '0.02', fixedHandTime: 5 });
    expect(stationLoadMinutes({ rules: [weight], totals: { weight: '1250.500' }, mode: 'load' })).toBe(31);
  });

  it('is 30 minutes when no rule matches the totals given', () => {
    const time = stationLoadTime({ rules: [rule()], totals: { weight: 500 }, mode: 'load' });
    expect(time).toEqual({ minutes: 30, exactMinutes: '30', rule: null });
    expect(stationLoadMinutes({ rules: [], totals: { cases: 10 }, mode: 'unload' })).toBe(30);
  });

  it('prefers cases, then weight, then volume, unless a property is asked for', () => {
    const rules = [rule({ deliverProperty: 3, fixedHandTime: 100 }), rule({ fixedHandTime: 1 })];
    const totals = { cases: 2, volume: 2 };
    expect(stationLoadMinutes({ rules, totals, mode: 'load' })).toBe(2);
    expect(stationLoadMinutes({ rules, totals, mode: 'load', property: 3 })).toBe(101);
  });
});

describe('time-window check', () => {
  const windows = [win(1), win(2), win(3), win(4), win(5), win(6)];

  it('knows 2026-11-22 is a Sunday (7) and 2026-11-23 a Monday (1)', () => {
    expect(weekdayCodeOf('2026-11-22')).toBe(7);
    expect(weekdayCodeOf('2026-11-23')).toBe(1);
  });

  it('accepts a time inside the weekday window, bounds included', () => {
    expect(isWithinStationWindow({ at: '2026-11-23 06:00', timeWindows: windows }).inside).toBe(true);
    expect(isWithinStationWindow({ at: '2026-11-23 10:00:00', timeWindows: windows }).inside).toBe(true);
  });

  it('refuses a time outside it, and a weekday without a window', () => {
    expect(isWithinStationWindow({ at: '2026-11-23 10:01', timeWindows: windows }).inside).toBe(false);
    const sunday = isWithinStationWindow({ at: '2026-11-22 08:00', timeWindows: windows });
    expect(sunday).toEqual({ inside: false, source: 'weekday', windows: [] });
  });

  it('lets an extra window covering the day replace the weekday window', () => {
    const exTimeWindows = [
      { startDay: '2026-11-21', endDay: '2026-11-23', startTime: '12:00', endTime: '18:00' },
    ];
    const monday = isWithinStationWindow({ at: '2026-11-23 07:00', timeWindows: windows, exTimeWindows });
    expect(monday.inside).toBe(false);
    expect(monday.source).toBe('extra');
    expect(
      isWithinStationWindow({ at: '2026-11-22 13:00', timeWindows: windows, exTimeWindows }).inside,
    ).toBe(true);
    expect(
      isWithinStationWindow({ at: '2026-11-24 07:00', timeWindows: windows, exTimeWindows }).inside,
    ).toBe(true);
  });

  it('applies an extra window with a weekdayCode only on that weekday of its span', () => {
    const exTimeWindows = [
      { weekdayCode: 7, startDay: '2026-11-01', endDay: '2026-11-30', startTime: '09:00', endTime: '11:00' },
    ];
    expect(
      isWithinStationWindow({ at: '2026-11-22 09:30', timeWindows: windows, exTimeWindows }).inside,
    ).toBe(true);
    expect(
      isWithinStationWindow({ at: '2026-11-23 09:30', timeWindows: windows, exTimeWindows }).source,
    ).toBe('weekday');
  });

  it('lets a station without windows receive at any time', () => {
    expect(isWithinStationWindow({ at: '2026-11-22 03:00', timeWindows: [] })).toEqual({
      inside: true,
      source: 'none',
      windows: [],
    });
  });
});
