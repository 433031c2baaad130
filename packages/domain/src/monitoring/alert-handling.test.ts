import { describe, expect, it } from 'vitest';
import { serverMessages } from '../messages';
import { alertContentOf, readableAlertParams, validateAlertDeal } from './alert-handling';
import { evaluateArriveLeave } from './fences';
import { evaluateTemperature } from './temperature';
import { context, reading, rule, STORE1, temp } from './test-fixtures';
import type { AlertOpened } from './types';

describe('handling an alert', () => {
  it('needs a reason and a remark (必填！)', () => {
    expect(validateAlertDeal({})).toEqual([
      { field: 'alertReason', key: 'common.required' },
      { field: 'alertRemark', key: 'common.required' },
    ]);
    expect(serverMessages['common.required']['zh-CN']).toBe('必填！');
  });

  it('a remark over 800 characters is too long (超出长度); 800 is fine', () => {
    expect(validateAlertDeal({ alertReason: 'traffic', alertRemark: 'x'.repeat(800) })).toEqual([]);
    expect(validateAlertDeal({ alertReason: 'traffic', alertRemark: 'x'.repeat(801) })).toEqual([
      { field: 'alertRemark', key: 'common.tooLong', params: { max: 800 } },
    ]);
    expect(serverMessages['common.tooLong']['zh-CN']).toContain('超出长度');
  });
});

describe('alert content', () => {
  it('a hot compartment names the way, the temperature and the maximum', () => {
    const r = rule({ type: 'temp', zones: [{ way: 1, min: 0, max: 4 }], overTempMinutesRoute: 0 });
    const opened = evaluateTemperature(null, temp(0, 6.5), r, context()).events[0] as AlertOpened;
    expect(alertContentOf(opened)).toEqual({
      key: 'monitoring.alert.temp.hot',
      params: { way: 1, temperature: 6.5, limit: 4 },
    });
  });

  it('a delay names the station through the caller’s lookup, and an early warning says so', () => {
    const base = {
      kind: 'opened',
      key: 'SH1|r|S1',
      shipmentId: 'SH1',
      ruleId: 'r',
      type: 'defer',
      way: null,
      stationId: 'S1',
      level: 'slight',
      startTime: 0,
      startPlace: null,
      time: 0,
    } as const;
    const names = (id: string) => (id === 'S1' ? 'Store 1' : null);
    expect(alertContentOf({ ...base, values: { lateMinutes: 42 } }, names)).toEqual({
      key: 'monitoring.alert.defer',
      params: { station: 'Store 1', minutes: 42 },
    });
    expect(alertContentOf({ ...base, values: { lateMinutes: -10 } })).toEqual({
      key: 'monitoring.alert.deferAhead',
      params: { station: 'S1', minutes: 10 },
    });
  });

  it('a speed and its limit read to a tenth: 38.52160000000001 km/h over 30 km/h is 38.5', () => {
    const opened = {
      kind: 'opened',
      key: 'SH1|r',
      shipmentId: 'SH1',
      ruleId: 'r',
      type: 'speed',
      way: null,
      stationId: null,
      level: 'slight',
      startTime: 0,
      startPlace: null,
      time: 0,
      values: { speedKmh: 38.52160000000001, limitKmh: 30 },
    } as const;
    expect(alertContentOf(opened)).toEqual({
      key: 'monitoring.alert.speed',
      params: { speed: 38.5, limit: 30 },
    });
  });

  it('a stored content read again is rounded the same way, other parameters untouched', () => {
    expect(
      readableAlertParams({
        way: 2,
        temperature: Math.fround(7.2),
        limit: 4,
        distance: 1234.6,
        station: 'S1',
      }),
    ).toEqual({ way: 2, temperature: 7.2, limit: 4, distance: 1235, station: 'S1' });
  });

  it('an arrival names the station', () => {
    const [arrived] = evaluateArriveLeave(
      null,
      reading(0, { lat: STORE1.lat, lon: STORE1.lon }),
      rule({ type: 'arriveLeave' }),
      context(),
    ).events;
    expect(arrived && arrived.kind === 'arrived' && alertContentOf(arrived, () => 'Store 1')).toEqual({
      key: 'monitoring.alert.arrived',
      params: { station: 'Store 1' },
    });
  });
});
