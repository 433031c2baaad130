import { describe, expect, it } from 'vitest';
import { serverMessages } from '../messages';
import { alertContentOf, validateAlertDeal } from './alert-handling';
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
