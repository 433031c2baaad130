import { ALERT_RULE_TYPES } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import {
  formProblems,
  formZones,
  levelUnit,
  newRuleValues,
  problemPath,
  ruleBody,
  showsField,
  TYPE_FIELDS,
} from './rule-fields';

describe('the fields each rule screen shows', () => {
  it('every type has its own fields', () => {
    for (const type of ALERT_RULE_TYPES) expect(TYPE_FIELDS[type].length).toBeGreaterThan(0);
  });
  it('temperature shows zones, station type, scenario, durations, counting and door grace', () => {
    expect(TYPE_FIELDS.temp).toEqual([
      'zones',
      'stationType',
      'scenario',
      'overTempMinutesWarehouse',
      'overTempMinutesRoute',
      'overTempCounting',
      'doorGraceMinutes',
    ]);
  });
  it('stop shows parking minutes and fence distance; geo and arrive/leave the fence distance', () => {
    expect(TYPE_FIELDS.stop).toEqual(['parkingMinutes', 'fenceDistanceM']);
    expect(showsField('geo', 'fenceDistanceM')).toBe(true);
    expect(showsField('arriveLeave', 'fenceDistanceM')).toBe(true);
    expect(showsField('speed', 'fenceDistanceM')).toBe(false);
  });
  it('level thresholds are in the type’s unit', () => {
    expect(levelUnit('temp')).toBe('celsius');
    expect(levelUnit('speed')).toBe('kmh');
    expect(levelUnit('geo')).toBe('metres');
    expect(levelUnit('door')).toBe('minutes');
  });
});

describe('form values and the save body', () => {
  it('the form has a zone row for each way 1 to 4', () => {
    expect(formZones([{ way: 2, min: -18, max: -15 }])).toEqual([
      { way: 1, min: null, max: null },
      { way: 2, min: -18, max: -15 },
      { way: 3, min: null, max: null },
      { way: 4, min: null, max: null },
    ]);
  });
  it('the body drops empty zones, clears other types’ fields and keeps the record’s key and status', () => {
    const body = ruleBody(
      'temp',
      {
        ...newRuleValues('temp'),
        code: 'T1',
        name: 'Frozen',
        zones: formZones([{ way: 1, min: -20, max: -15 }]),
        speedLimitKmh: 80,
        informContent: '  ',
      },
      { uuid: 'u1', status: 'disabled' },
    );
    expect(body.zones).toEqual([{ way: 1, min: -20, max: -15 }]);
    expect(body.speedLimitKmh).toBeNull();
    expect(body.type).toBe('temp');
    expect(body.status).toBe('disabled');
    expect(body.uuid).toBe('u1');
    expect(body.informContent).toBeNull();
  });
  it('a non-temperature body has no zones', () => {
    const body = ruleBody(
      'speed',
      { ...newRuleValues('speed'), zones: formZones([{ way: 1, min: 0, max: 5 }]) },
      null,
    );
    expect(body.zones).toEqual([]);
    expect(body.uuid).toBeUndefined();
  });
});

describe('domain problems on form fields', () => {
  it('paths of nested fields', () => {
    expect(problemPath('zones[2].max')).toEqual(['zones', 2, 'max']);
    expect(problemPath('levels.slight')).toEqual(['levels', 'slight']);
    expect(problemPath('zones')).toEqual(['zones', 0, 'min']);
    expect(problemPath('levels')).toEqual(['levels', 'serious']);
  });
  it('a temperature zone with only a minimum is reported on its row’s maximum', () => {
    const values = { ...newRuleValues('temp'), code: 'T', name: 'N', zones: formZones() };
    values.zones[1] = { way: 2, min: -5, max: null };
    const found = formProblems('temp', values);
    expect(found.find((p) => p.problem.key === 'monitoring.rule.zoneMaxRequired')?.path).toEqual([
      'zones',
      1,
      'max',
    ]);
  });
  it('the zones say only what is wrong with them: a half-filled zone is not also "no zone"', () => {
    const values = {
      ...newRuleValues('temp'),
      code: 'T',
      name: 'N',
      stationType: 'W',
      scenario: 'S',
      overTempMinutesWarehouse: 5,
      overTempMinutesRoute: 5,
      zones: formZones(),
    };
    values.zones[0] = { way: 1, min: 2, max: null };
    expect(formProblems('temp', values).map((p) => [p.path, p.problem.key])).toEqual([
      [['zones', 0, 'max'], 'monitoring.rule.zoneMaxRequired'],
    ]);
    values.zones[0] = { way: 1, min: null, max: null };
    expect(formProblems('temp', values).map((p) => [p.path, p.problem.key])).toEqual([
      [['zones', 0, 'min'], 'monitoring.rule.zoneRequired'],
    ]);
  });
  it('the speed limit is required on the speed screen', () => {
    const found = formProblems('speed', { ...newRuleValues('speed'), code: 'S', name: 'N' });
    expect(found.map((p) => [p.path, p.problem.key])).toEqual([[['speedLimitKmh'], 'common.required']]);
  });
  it('a valid rule has no problems', () => {
    expect(
      formProblems('defer', { ...newRuleValues('defer'), code: 'D', name: 'N', delayMinutes: -30 }),
    ).toEqual([]);
  });
});
