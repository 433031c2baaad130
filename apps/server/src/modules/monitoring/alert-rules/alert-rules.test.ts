import type { AlertRuleView } from '@tms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { grantMonitoring } from '../test-support/grant';

type Problem = { field: string; key: string; message: string };

let t: TestApp;
let admin: string;
/** A Shanghai dispatcher and a Guangzhou one, given the monitoring keys. */
let zhang: string;
let chen: string;
beforeAll(async () => {
  t = await createTestApp();
  await grantMonitoring(t.database.db, 'dispatcher');
  admin = await t.login('admin');
  zhang = await t.login('zhang.wei');
  chen = await t.login('chen.jie');
});
afterAll(async () => {
  await t.close();
});

const save = (body: Record<string, unknown>, token = admin, path = 'save') =>
  t.call<{ uuid: string } & Problem[]>('POST', `/api/monitor/alertRule/${path}`, {
    token,
    body,
    lang: 'en-US',
  });
const list = (query: string, token = admin) =>
  t.call<AlertRuleView[]>('GET', `/api/monitor/alertRule/list?${query}`, { token, lang: 'en-US' });
const action = (path: string, ids: string[], token = admin) =>
  t.call('POST', `/api/monitor/alertRule/${path}?ids=${ids.join(',')}`, { token, lang: 'en-US' });

const tempRule = {
  code: 'T-TEST-01',
  name: 'Chilled store deliveries',
  type: 'temp',
  zones: [
    { way: 1, min: 0, max: 4 },
    { way: 2, min: '-20', max: '-18' },
  ],
  stationType: 'store',
  scenario: 'chilled-test',
  overTempMinutesWarehouse: 10,
  overTempMinutesRoute: '15',
  levels: { slight: 1, moderate: 2, serious: 5 },
  informDriver: true,
  informRoles: ['dispatcher'],
  dispatchCenterId: 'dc-sh',
  remark: 'test',
};

describe('saving and reading alert rules', () => {
  let tempId: string;
  let sharedId: string;

  it('saves a temperature rule of a center and answers it as the screens read it', async () => {
    const made = await save(tempRule);
    expect(made.body.code).toBe(0);
    tempId = made.body.data.uuid;
    const one = await t.call<AlertRuleView>('GET', `/api/monitor/alertRule/get/${tempId}`, { token: zhang });
    expect(one.body.code).toBe(0);
    expect(one.body.data).toMatchObject({
      code: 'T-TEST-01',
      type: 'temp',
      status: 'enabled',
      zones: [
        { way: 1, min: 0, max: 4 },
        { way: 2, min: -20, max: -18 },
      ],
      stationType: 'store',
      scenario: 'chilled-test',
      overTempMinutesRoute: 15,
      overTempCounting: 'consecutive',
      levels: { slight: 1, moderate: 2, serious: 5 },
      informDriver: true,
      inAssessment: false,
      dispatchCenterId: 'dc-sh',
      remark: 'test',
    });
    expect(one.body.data.dispatchCenterName).toBeTruthy();
  });

  it('a rule without a center is every center\u2019s; a center\u2019s rule is its users\u2019 only', async () => {
    const made = await save({ code: 'G-TEST-01', name: 'Corridor', type: 'geo', fenceDistanceM: 500 });
    expect(made.body.code).toBe(0);
    sharedId = made.body.data.uuid;
    const sh = await list('type=temp&code=TEST', zhang);
    expect(sh.body.data.map((r) => r.code)).toEqual(['T-TEST-01']);
    const gzTemp = await list('type=temp&code=TEST', chen);
    expect(gzTemp.body.data).toEqual([]);
    const gzGeo = await list('type=geo&code=G-TEST', chen);
    expect(gzGeo.body.data.map((r) => r.code)).toEqual(['G-TEST-01']);
    expect(gzGeo.body.total).toBe(1);
    expect(gzGeo.body.data[0]?.dispatchCenterId).toBeNull();
  });

  it('a rule of another center is refused with HTTP 403 for reading and every change', async () => {
    const one = await t.call('GET', `/api/monitor/alertRule/get/${tempId}`, { token: chen });
    expect(one.status).toBe(403);
    expect((await save({ ...tempRule, uuid: tempId }, chen, 'update')).status).toBe(403);
    expect((await action('remove', [tempId], chen)).status).toBe(403);
    expect((await action('disable', [tempId], chen)).status).toBe(403);
    const elsewhere = await save(
      { ...tempRule, code: 'T-TEST-GZ', scenario: 'x', dispatchCenterId: 'dc-sh' },
      chen,
    );
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.code).toBe(403);
  });

  it('filters by status and name and sorts on whitelisted fields only', async () => {
    const byName = await list('name=corrid&type=geo');
    expect(byName.body.data.map((r) => r.uuid)).toContain(sharedId);
    const sorted = await list('sortField=code&sortOrder=descend&code=TEST');
    expect(sorted.body.data.map((r) => r.code)).toEqual(['T-TEST-01', 'G-TEST-01']);
    const bad = await list('sortField=nope');
    expect(bad.body.code).not.toBe(0);
    const badType = await list('type=nope');
    expect(badType.body.code).toBe(400);
  });

  it('an update changes the rule and keeps its status when none is sent', async () => {
    expect((await action('disable', [sharedId])).body.code).toBe(0);
    const changed = await save(
      { uuid: sharedId, code: 'G-TEST-01', name: 'Corridor 2', type: 'geo', fenceDistanceM: 800 },
      admin,
      'update',
    );
    expect(changed.body.code).toBe(0);
    const one = await t.call<AlertRuleView>('GET', `/api/monitor/alertRule/get/${sharedId}`, {
      token: admin,
    });
    expect(one.body.data).toMatchObject({ name: 'Corridor 2', fenceDistanceM: 800, status: 'disabled' });
    expect(one.body.data.updateTime).not.toBeNull();
    expect((await action('enable', [sharedId])).body.code).toBe(0);
  });
});

describe('validation refusals name the first problem and list them all', () => {
  it('code, name and type are required', async () => {
    const { body } = await save({});
    expect(body.code).toBe(500);
    expect(body.msg).toBe('Required!');
    expect(body.data.map((p) => p.field)).toEqual(['code', 'name', 'type']);
    expect(body.data[0]?.message).toBe('Required!');
  });

  it('an unknown type and an unknown status are refused', async () => {
    const { body } = await save({ code: 'X-1', name: 'x', type: 'rain', status: 'maybe' });
    expect(body.data.map((p) => [p.field, p.key])).toEqual([
      ['type', 'common.invalidEnum'],
      ['status', 'common.invalidEnum'],
    ]);
  });

  it('a temperature rule needs a complete zone, station type, scenario and both durations', async () => {
    const { body } = await save({ code: 'T-X', name: 'x', type: 'temp' });
    expect(body.msg).toBe('Fill in both the minimum and the maximum of at least one temperature zone');
    expect(body.data.map((p) => p.key)).toEqual([
      'monitoring.rule.zoneRequired',
      'monitoring.rule.stationTypeRequired',
      'monitoring.rule.scenarioRequired',
      'monitoring.rule.warehouseDurationRequired',
      'monitoring.rule.routeDurationRequired',
    ]);
  });

  it('a zone missing a side, with min above max, a repeated or unknown way is refused', async () => {
    const base = { ...tempRule, code: 'T-X' };
    const half = await save({ ...base, zones: [{ way: 1, min: 2 }] });
    expect(half.body.msg).toBe('Temperature zone 1: enter the maximum');
    // Only the problem there is: not "at least one zone" beside it.
    expect(half.body.data.map((p) => p.key)).toEqual(['monitoring.rule.zoneMaxRequired']);
    const above = await save({ ...base, zones: [{ way: 1, min: 5, max: 2 }] });
    expect(above.body.msg).toBe('Temperature zone 1: the minimum cannot be above the maximum');
    const twice = await save({
      ...base,
      zones: [
        { way: 1, min: 0, max: 4 },
        { way: 1, min: 0, max: 4 },
      ],
    });
    expect(twice.body.msg).toBe('Temperature zone 1 is repeated');
    const five = await save({ ...base, zones: [{ way: 5, min: 0, max: 4 }] });
    expect(five.body.data[0]).toMatchObject({ field: 'zones[0].way', key: 'monitoring.rule.zoneWay' });
  });

  it('each type requires its own field', async () => {
    const cases: [string, string][] = [
      ['geo', 'fenceDistanceM'],
      ['speed', 'speedLimitKmh'],
      ['stop', 'parkingMinutes'],
      ['tired', 'fatigueDrivingMinutes'],
      ['door', 'doorOpenMinutes'],
      ['gpsLoss', 'gpsLossMinutes'],
      ['defer', 'delayMinutes'],
    ];
    for (const [type, field] of cases) {
      const { body } = await save({ code: `R-${type}`, name: 'x', type });
      expect(body.msg, type).toBe('Required!');
      expect(body.data, type).toEqual([expect.objectContaining({ field, key: 'common.required' })]);
    }
    expect((await save({ code: 'R-AL-TEST', name: 'x', type: 'arriveLeave' })).body.code).toBe(0);
  });

  it('numbers: integers in range, text that is no number, levels in order, texts at most 800', async () => {
    const fraction = await save({ code: 'S-X', name: 'x', type: 'speed', speedLimitKmh: 80.5 });
    expect(fraction.body.data[0]).toMatchObject({ field: 'speedLimitKmh', key: 'common.integerOnly' });
    const high = await save({ code: 'S-X', name: 'x', type: 'speed', speedLimitKmh: 151 });
    expect(high.body.data[0]).toMatchObject({ field: 'speedLimitKmh', key: 'common.outOfRange' });
    const text = await save({ code: 'S-X', name: 'x', type: 'speed', speedLimitKmh: 'fast' });
    expect(text.body.data[0]).toMatchObject({ key: 'common.invalidNumber' });
    const negative = await save({ code: 'D-X-TEST', name: 'x', type: 'defer', delayMinutes: -30 });
    expect(negative.body.code).toBe(0);
    const order = await save({
      code: 'S-X',
      name: 'x',
      type: 'speed',
      speedLimitKmh: 80,
      levels: { slight: 10, moderate: 5 },
    });
    expect(order.body.msg).toBe('Level thresholds must satisfy slight ≤ moderate ≤ serious');
    const long = await save({ code: 'S-X', name: 'x'.repeat(801), type: 'speed', speedLimitKmh: 80 });
    expect(long.body.data[0]).toMatchObject({ field: 'name', key: 'common.tooLong' });
  });
});

describe('uniqueness', () => {
  it('a code is unique among present rules', async () => {
    const { body } = await save({ code: 'T-TEST-01', name: 'x', type: 'speed', speedLimitKmh: 80 });
    expect(body.msg).toBe('Code "T-TEST-01" already exists');
    expect(body.data).toEqual([expect.objectContaining({ field: 'code', key: 'base.codeTaken' })]);
  });

  it('station type and scenario name one temperature rule', async () => {
    const { body } = await save({ ...tempRule, code: 'T-TEST-02' });
    expect(body.msg).toBe(
      'A temperature alert rule for station type “store” and scenario “chilled-test” already exists',
    );
    expect(body.data[0]).toMatchObject({ field: 'scenario', key: 'monitoring.rule.scopeTaken' });
  });

  it('the refusal names the station type and scenario by their labels in the reader’s language', async () => {
    const scoped = { ...tempRule, code: 'T-LBL-01', stationType: '2', scenario: '3' };
    expect((await save(scoped)).body.code).toBe(0);
    const again = { ...scoped, code: 'T-LBL-02' };
    const english = await save(again);
    expect(english.body.msg).toBe(
      'A temperature alert rule for station type “Warehouse” and scenario “Cross-dock” already exists',
    );
    expect(english.body.data[0]).toMatchObject({
      params: { stationType: 'Warehouse', scenario: 'Cross-dock' },
    });
    const chinese = await t.call('POST', '/api/monitor/alertRule/save', {
      token: admin,
      body: again,
      lang: 'zh-CN',
    });
    expect(chinese.body.msg).toBe('站点类型“仓库”与场景“转运”的温度告警规则已存在');
    // Other types carry no station type or scenario: any number of them may share none.
    expect((await save({ code: 'SP-TEST-2', name: 'x', type: 'speed', speedLimitKmh: 70 })).body.code).toBe(
      0,
    );
    expect((await save({ code: 'SP-TEST-3', name: 'x', type: 'speed', speedLimitKmh: 70 })).body.code).toBe(
      0,
    );
  });
});

describe('enable, disable and remove', () => {
  it('refuses a rule already in the state asked for, naming it', async () => {
    const made = await save({ code: 'ST-TEST-1', name: 'x', type: 'stop', parkingMinutes: 30 });
    const id = made.body.data.uuid;
    expect((await action('enable', [id])).body.msg).toBe('"ST-TEST-1" is already enabled');
    expect((await action('disable', [id])).body.code).toBe(0);
    // A different URL, so the 5-second repeat-submit guard does not answer first.
    expect((await action('disable', [id, id])).body.msg).toBe('"ST-TEST-1" is already disabled');
    const disabled = await list('status=disabled&code=ST-TEST');
    expect(disabled.body.data.map((r) => r.code)).toEqual(['ST-TEST-1']);
    expect((await action('enable', [id])).body.code).toBe(0);
  });

  it('removal is soft: the rule is gone from lists and reads, its code and scope free again', async () => {
    const made = await save({
      ...tempRule,
      code: 'T-TEST-RM',
      scenario: 'remove-me',
      dispatchCenterId: null,
    });
    const id = made.body.data.uuid;
    expect((await action('remove', [id])).body.code).toBe(0);
    const one = await t.call('GET', `/api/monitor/alertRule/get/${id}`, { token: admin });
    expect(one.body.code).toBe(404);
    expect((await list('code=T-TEST-RM')).body.total).toBe(0);
    expect((await action('remove', [id, id])).body.code).toBe(404);
    // Another name, so the 5-second repeat-submit guard does not answer first.
    const again = await save({
      ...tempRule,
      code: 'T-TEST-RM',
      name: 'Again',
      scenario: 'remove-me',
      dispatchCenterId: null,
    });
    expect(again.body.msg).toBe('');
    expect(again.body.code).toBe(0);
  });
});
