import { describe, expect, it } from 'vitest';
import { serverMessages } from '../messages';
import {
  type AlertRuleInput,
  alertRuleScopeKey,
  levelFor,
  parseAlertRule,
  pickTemperatureRule,
  scopeTakenProblem,
  validateAlertRule,
} from './alert-rules';
import { rule } from './test-fixtures';

const fields = (problems: { field: string; key: string }[]) => problems.map((p) => `${p.field}:${p.key}`);

const tempRule: AlertRuleInput = {
  code: 'T-STORE',
  name: 'Store deliveries',
  type: 'temp',
  zones: [
    { way: 1, min: 0, max: 4 },
    { way: 2, min: '-22', max: '-18' },
  ],
  stationType: '1',
  scenario: 'delivery',
  overTempMinutesWarehouse: 30,
  overTempMinutesRoute: '15',
};

describe('alert rule: the basics', () => {
  it('accepts a complete temperature rule', () => {
    expect(validateAlertRule(tempRule)).toEqual([]);
  });

  it('requires code, name and type', () => {
    expect(fields(validateAlertRule({}))).toEqual([
      'code:common.required',
      'name:common.required',
      'type:common.required',
    ]);
  });

  it('refuses a type that is not one of the nine', () => {
    expect(fields(validateAlertRule({ ...tempRule, type: 'noise' }))).toEqual(['type:common.invalidEnum']);
  });

  it('refuses texts longer than 800 characters', () => {
    const problems = validateAlertRule({
      ...tempRule,
      informContent: 'x'.repeat(801),
      name: 'n'.repeat(800),
    });
    expect(problems).toEqual([{ field: 'informContent', key: 'common.tooLong', params: { max: 800 } }]);
  });
});

describe('alert rule: temperature zones', () => {
  it('needs at least one temperature zone fully set', () => {
    expect(fields(validateAlertRule({ ...tempRule, zones: [] }))).toEqual([
      'zones:monitoring.rule.zoneRequired',
    ]);
    expect(fields(validateAlertRule({ ...tempRule, zones: [{ way: 1, min: '', max: null }] }))).toEqual([
      'zones:monitoring.rule.zoneRequired',
    ]);
  });

  it('a zone begun with one side gets only that side’s message, not "at least one zone" as well', () => {
    expect(validateAlertRule({ ...tempRule, zones: [{ way: 1, min: 2 }, { way: 2 }] })).toEqual([
      { field: 'zones[0].max', key: 'monitoring.rule.zoneMaxRequired', params: { way: '1' } },
    ]);
  });

  it('names a missing minimum and a missing maximum, each for its way', () => {
    const problems = validateAlertRule({
      ...tempRule,
      zones: [
        { way: 1, min: 0, max: 4 },
        { way: 2, max: -18 },
        { way: 3, min: 10 },
      ],
    });
    expect(problems).toEqual([
      { field: 'zones[1].min', key: 'monitoring.rule.zoneMinRequired', params: { way: '2' } },
      { field: 'zones[2].max', key: 'monitoring.rule.zoneMaxRequired', params: { way: '3' } },
    ]);
  });

  it('refuses a minimum above the maximum (equal is a fixed point and allowed)', () => {
    expect(fields(validateAlertRule({ ...tempRule, zones: [{ way: 1, min: 5, max: 4 }] }))).toEqual([
      'zones[0].min:monitoring.rule.zoneMinAboveMax',
    ]);
    expect(validateAlertRule({ ...tempRule, zones: [{ way: 1, min: 4, max: 4 }] })).toEqual([]);
  });

  it('accepts ways 1 to 4 once each', () => {
    expect(fields(validateAlertRule({ ...tempRule, zones: [{ way: 5, min: 0, max: 4 }] }))).toEqual([
      'zones[0].way:monitoring.rule.zoneWay',
    ]);
    expect(
      fields(
        validateAlertRule({
          ...tempRule,
          zones: [
            { way: 1, min: 0, max: 4 },
            { way: 1, min: 0, max: 8 },
          ],
        }),
      ),
    ).toEqual(['zones[1].way:monitoring.rule.zoneRepeated']);
  });

  it('refuses a zone temperature that is not a number', () => {
    expect(fields(validateAlertRule({ ...tempRule, zones: [{ way: 1, min: 'cold', max: 4 }] }))).toEqual([
      'zones[0].min:common.invalidNumber',
    ]);
  });

  it('flags a missing station type and a missing scenario separately', () => {
    expect(fields(validateAlertRule({ ...tempRule, stationType: ' ', scenario: null }))).toEqual([
      'stationType:monitoring.rule.stationTypeRequired',
      'scenario:monitoring.rule.scenarioRequired',
    ]);
  });

  it('requires both over-temperature durations, warehouse and other routes', () => {
    expect(
      fields(validateAlertRule({ ...tempRule, overTempMinutesWarehouse: null, overTempMinutesRoute: '' })),
    ).toEqual([
      'overTempMinutesWarehouse:monitoring.rule.warehouseDurationRequired',
      'overTempMinutesRoute:monitoring.rule.routeDurationRequired',
    ]);
  });
});

describe('alert rule: numbers', () => {
  const speed: AlertRuleInput = { code: 'S', name: 'Speed', type: 'speed', speedLimitKmh: 90 };

  it('durations are integers 0 to 3000 minutes', () => {
    expect(
      validateAlertRule({ ...tempRule, overTempMinutesRoute: 3000, overTempMinutesWarehouse: 0 }),
    ).toEqual([]);
    expect(validateAlertRule({ ...tempRule, overTempMinutesRoute: 3001 })).toEqual([
      { field: 'overTempMinutesRoute', key: 'common.outOfRange', params: { min: 0, max: 3000 } },
    ]);
    expect(fields(validateAlertRule({ ...tempRule, overTempMinutesRoute: -1 }))).toEqual([
      'overTempMinutesRoute:common.outOfRange',
    ]);
    expect(fields(validateAlertRule({ ...tempRule, overTempMinutesRoute: 1.5 }))).toEqual([
      'overTempMinutesRoute:common.integerOnly',
    ]);
    expect(fields(validateAlertRule({ ...tempRule, overTempMinutesRoute: '15min' }))).toEqual([
      'overTempMinutesRoute:common.invalidNumber',
    ]);
  });

  it('speeds are integers 0 to 150 km/h', () => {
    expect(validateAlertRule({ ...speed, speedLimitKmh: 150 })).toEqual([]);
    expect(validateAlertRule({ ...speed, speedLimitKmh: 151 })).toEqual([
      { field: 'speedLimitKmh', key: 'common.outOfRange', params: { min: 0, max: 150 } },
    ]);
  });

  it('the delay duration may be negative (a warning ahead), down to -3000', () => {
    const defer = { code: 'D', name: 'Delay', type: 'defer' };
    expect(validateAlertRule({ ...defer, delayMinutes: -30 })).toEqual([]);
    expect(fields(validateAlertRule({ ...defer, delayMinutes: -3001 }))).toEqual([
      'delayMinutes:common.outOfRange',
    ]);
  });

  it('each type requires the field it works on', () => {
    const base = { code: 'C', name: 'N' };
    expect(fields(validateAlertRule({ ...base, type: 'speed' }))).toEqual(['speedLimitKmh:common.required']);
    expect(fields(validateAlertRule({ ...base, type: 'stop' }))).toEqual(['parkingMinutes:common.required']);
    expect(fields(validateAlertRule({ ...base, type: 'door' }))).toEqual(['doorOpenMinutes:common.required']);
    expect(fields(validateAlertRule({ ...base, type: 'tired' }))).toEqual([
      'fatigueDrivingMinutes:common.required',
    ]);
    expect(fields(validateAlertRule({ ...base, type: 'gpsLoss' }))).toEqual([
      'gpsLossMinutes:common.required',
    ]);
    expect(fields(validateAlertRule({ ...base, type: 'defer' }))).toEqual(['delayMinutes:common.required']);
    expect(fields(validateAlertRule({ ...base, type: 'geo' }))).toEqual(['fenceDistanceM:common.required']);
    expect(validateAlertRule({ ...base, type: 'arriveLeave' })).toEqual([]);
  });

  it('level thresholds rise from slight to serious', () => {
    expect(validateAlertRule({ ...speed, levels: { slight: 5, moderate: 10, serious: 20 } })).toEqual([]);
    expect(validateAlertRule({ ...speed, levels: { slight: 5, serious: 20 } })).toEqual([]);
    expect(fields(validateAlertRule({ ...speed, levels: { slight: 10, moderate: 5 } }))).toEqual([
      'levels:monitoring.rule.levelsOrder',
    ]);
    expect(fields(validateAlertRule({ ...speed, levels: { moderate: -1 } }))).toEqual([
      'levels.moderate:common.outOfRange',
    ]);
  });
});

describe('alert rule: parsing', () => {
  it('turns a valid input into the evaluators’ record, numbers parsed and zones by way', () => {
    const parsed = parseAlertRule({ ...tempRule, id: 'R9', zones: [...(tempRule.zones ?? [])].reverse() });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rule).toMatchObject({
      id: 'R9',
      type: 'temp',
      status: 'enabled',
      zones: [
        { way: 1, min: 0, max: 4 },
        { way: 2, min: -22, max: -18 },
      ],
      overTempMinutesRoute: 15,
      overTempCounting: 'consecutive',
      levels: { slight: null, moderate: null, serious: null },
    });
  });

  it('answers the problems instead when invalid', () => {
    expect(parseAlertRule({ ...tempRule, zones: [] })).toEqual({
      ok: false,
      problems: [{ field: 'zones', key: 'monitoring.rule.zoneRequired' }],
    });
  });
});

describe('alert rule: station type and scenario are unique', () => {
  it('the key is type, station type and scenario for temperature rules only', () => {
    expect(alertRuleScopeKey(tempRule)).toBe('temp|1|delivery');
    expect(alertRuleScopeKey({ type: 'speed', stationType: '1', scenario: 'delivery' })).toBeNull();
  });

  it('another stored rule with the same key is a problem; the rule itself is not', () => {
    const stored = [{ ...tempRule, id: 'A' }];
    expect(scopeTakenProblem({ ...tempRule, id: 'A' }, stored)).toBeNull();
    expect(scopeTakenProblem({ ...tempRule, id: 'B' }, stored)).toEqual({
      field: 'scenario',
      key: 'monitoring.rule.scopeTaken',
      params: { stationType: '1', scenario: 'delivery' },
    });
    expect(scopeTakenProblem({ ...tempRule, scenario: 'trunk' }, stored)).toBeNull();
  });

  it('picks the enabled temperature rule of a station type and scenario', () => {
    const a = rule({ type: 'temp', id: 'a', stationType: '1', scenario: 'delivery', status: 'disabled' });
    const b = rule({ type: 'temp', id: 'b', stationType: '1', scenario: 'delivery' });
    expect(pickTemperatureRule([a, b], { stationType: '1', scenario: 'delivery' })?.id).toBe('b');
    expect(pickTemperatureRule([a, b], { stationType: '2', scenario: 'delivery' })).toBeNull();
  });
});

describe('alert levels', () => {
  const levels = { slight: 2, moderate: 5, serious: 10 };
  it('the highest threshold reached is the level', () => {
    expect(levelFor(2, levels)).toBe('slight');
    expect(levelFor(5, levels)).toBe('moderate');
    expect(levelFor(12, levels)).toBe('serious');
  });
  it('below the slight threshold there is no alert; without thresholds everything is slight', () => {
    expect(levelFor(1.9, levels)).toBeNull();
    expect(levelFor(0, { slight: null, moderate: null, serious: null })).toBe('slight');
  });
});

describe('monitoring messages', () => {
  it('every key the validation answers exists in the catalogue', () => {
    const keys = new Set<string>();
    for (const input of [
      {},
      { ...tempRule, zones: [{ way: 9, min: 5 }], stationType: null, scenario: null },
      { ...tempRule, overTempMinutesRoute: 'x', overTempMinutesWarehouse: 1.5, speedLimitKmh: 999 },
      { code: 'a', name: 'b', type: 'speed', levels: { slight: 9, moderate: 1 } },
    ])
      for (const p of validateAlertRule(input)) keys.add(p.key);
    expect([...keys].filter((k) => !(k in serverMessages))).toEqual([]);
  });
});
