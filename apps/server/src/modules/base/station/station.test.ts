import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clients,
  dataGroupClients,
  dataGroups,
  integrationSettings,
  stations,
  userDataGroups,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

type Station = { uuid: string; code: string; name: string; clientId: string | null; enableFlag: string };
type Detail = Station & {
  timeWindows: { weekdayCode: number; startTime: string; endTime: string }[];
  exTimeWindows: { startDay: string; endDay: string }[];
  loadRules: { id: number; deliverProperty: number; loadEfficiency: string; fixedHandTime: number }[];
  dispatchCenterId: string | null;
  timeWindowText: string | null;
};

let t: TestApp;
let admin: string;
let zhang: string;
const CLIENT_A = 'client-test-a';
const CLIENT_B = 'client-test-b';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const db = t.database.db;
  await db.insert(clients).values([
    { uuid: CLIENT_A, code: 'TCA', name: '测试客户甲', createBy: 'test' },
    { uuid: CLIENT_B, code: 'TCB', name: '测试客户乙', createBy: 'test' },
    { uuid: 'client-test-off', code: 'TCOFF', name: '停用客户', enableFlag: 'N', createBy: 'test' },
  ]);
  await db.insert(dataGroups).values([
    { uuid: 'dg-test-a', code: 'DG-TA', name: '客户甲组', createBy: 'test' },
    { uuid: 'dg-test-b', code: 'DG-TB', name: '客户乙组', createBy: 'test' },
  ]);
  await db.insert(dataGroupClients).values([
    { dataGroupId: 'dg-test-a', clientId: CLIENT_A },
    { dataGroupId: 'dg-test-b', clientId: CLIENT_B },
  ]);
  // zhang.wei: dispatcher of Shanghai, holding the data group of client A only.
  await db.insert(userDataGroups).values({ userId: 2, groupType: 'dataGroup', refId: 'dg-test-a' });
  zhang = await t.login('zhang.wei');
});
afterAll(async () => {
  await t.close();
});

const window = (weekdayCode: number, startTime = '06:00', endTime = '10:00') => ({
  weekdayCode,
  startTime,
  endTime,
});
const rule = (over: Record<string, unknown> = {}) => ({
  deliverProperty: 1,
  loadEfficiency: '0.5',
  cargoEfficiency: '0.8',
  fixedHandTime: 10,
  ...over,
});
function body(code: string, over: Record<string, unknown> = {}) {
  return {
    code,
    name: `站点 ${code}`,
    type: '1',
    clientId: CLIENT_A,
    city: '上海市',
    address: '徐汇区漕溪北路 88 号',
    longitude: 121.43,
    latitude: 31.19,
    timeWindows: [window(1), window(2)],
    loadRules: [rule()],
    ...over,
  };
}
async function save(payload: object, token = admin) {
  return (
    await t.call<{ uuid: string }>('POST', '/api/system/station/save', {
      token,
      body: payload,
      lang: 'en-US',
    })
  ).body;
}
async function create(code: string, over: Record<string, unknown> = {}, token = admin): Promise<string> {
  const answer = await save(body(code, over), token);
  expect(answer.msg).toBe('');
  return answer.data.uuid;
}
const list = async (query: string, token = admin) =>
  (await t.call<Station[]>('GET', `/api/system/station/list?${query}`, { token, lang: 'en-US' })).body;

describe('save and get', () => {
  it('creates a station with two time windows and a load rule, and answers them in the detail', async () => {
    const uuid = await create('T-NEW-01', {
      exTimeWindows: [{ startDay: '2026-12-24', endDay: '2026-12-31', startTime: '05:00', endTime: '11:00' }],
    });
    const { body: detail } = await t.call<Detail>('GET', `/api/system/station/get/${uuid}`, { token: admin });
    expect(detail.data.timeWindows.map((w) => [w.weekdayCode, w.startTime, w.endTime])).toEqual([
      [1, '06:00', '10:00'],
      [2, '06:00', '10:00'],
    ]);
    expect(detail.data.loadRules).toMatchObject([
      { deliverProperty: 1, loadEfficiency: '0.5000', fixedHandTime: 10 },
    ]);
    expect(detail.data.exTimeWindows).toMatchObject([{ startDay: '2026-12-24', endDay: '2026-12-31' }]);
    expect(detail.data.dispatchCenterId).toBe('dc-sh');
    const found = await list('code=T-NEW-01');
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({
      clientId: CLIENT_A,
      timeWindowText: '1 06:00-10:00; 2 06:00-10:00',
    });
  });

  it('updates (uuid present) and replaces the windows', async () => {
    const uuid = await create('T-UPD-01');
    const answer = (
      await t.call('POST', '/api/system/station/update', {
        token: admin,
        body: body('T-UPD-01', { uuid, name: '改名', timeWindows: [window(7, '08:00', '12:00')] }),
      })
    ).body;
    expect(answer.code).toBe(0);
    const { body: detail } = await t.call<Detail>('GET', `/api/system/station/get/${uuid}`, { token: admin });
    expect(detail.data.name).toBe('改名');
    expect(detail.data.timeWindows).toMatchObject([{ weekdayCode: 7, startTime: '08:00' }]);
  });
});

describe('validation', () => {
  it('refuses a repeated weekday with the spec message', async () => {
    const answer = await save(
      body('T-V-01', { timeWindows: [window(1), window(3), window(1, '14:00', '16:00')] }),
    );
    expect(answer.code).toBe(500);
    expect(answer.msg).toBe('Time-window weekdays cannot repeat (weekday 1)');
    expect(answer.data).toMatchObject({ section: 'timeWindows', row: 3, field: 'weekdayCode' });
    expect((await list('code=T-V-01')).total).toBe(0);
  });

  it('refuses a weekdayCode outside 1-7', async () => {
    const answer = await save(body('T-V-02', { timeWindows: [window(0)] }));
    expect(answer.msg).toBe('Weekday code "0" is invalid: use 1 to 7 (Sunday is 7)');
  });

  it('refuses a time that is not HH:mm', async () => {
    const answer = await save(body('T-V-03', { timeWindows: [window(1, '6:00', '10:00')] }));
    expect(answer.msg).toBe('Time "6:00" must be HH:mm');
  });

  it('refuses a window whose start is not before its end', async () => {
    const answer = await save(body('T-V-04', { timeWindows: [window(1, '10:00', '06:00')] }));
    expect(answer.msg).toBe('Start time 10:00 must be before end time 06:00');
  });

  it('refuses an extra window whose start day is after its end day', async () => {
    const answer = await save(
      body('T-V-05', {
        exTimeWindows: [
          { startDay: '2026-12-31', endDay: '2026-12-24', startTime: '05:00', endTime: '11:00' },
        ],
      }),
    );
    expect(answer.msg).toBe('Start day 2026-12-31 cannot be after end day 2026-12-24');
  });

  it('refuses an extra window on a day that does not exist', async () => {
    const answer = await save(
      body('T-V-06', {
        exTimeWindows: [
          { startDay: '2026-02-30', endDay: '2026-03-02', startTime: '05:00', endTime: '11:00' },
        ],
      }),
    );
    expect(answer.msg).toBe('Day "2026-02-30" must be a date in YYYY-MM-DD');
  });

  it('refuses two load rules for the same property', async () => {
    const answer = await save(body('T-V-07', { loadRules: [rule(), rule({ fixedHandTime: 3 })] }));
    expect(answer.msg).toBe('Only one load-efficiency rule per property (property 1 repeats)');
  });

  it('refuses a deliverProperty other than 1, 2, 3', async () => {
    const answer = await save(body('T-V-08', { loadRules: [rule({ deliverProperty: 4 })] }));
    expect(answer.msg).toBe('Deliver property "4" is invalid: use 1 cases, 2 weight or 3 volume');
  });

  it('refuses a negative efficiency', async () => {
    const answer = await save(body('T-V-09', { loadRules: [rule({ loadEfficiency: '-0.5' })] }));
    expect(answer.msg).toBe('loadEfficiency cannot be negative');
  });

  it('refuses a taken code, naming it', async () => {
    await create('T-V-10');
    const answer = await save(body('T-V-10', { name: '另一个' }));
    expect(answer.msg).toBe('Code "T-V-10" already exists');
  });

  it('refuses a code with other characters than letters, digits, _ and -', async () => {
    const answer = await save(body('T V/11'));
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain('code');
  });

  it('refuses a station type its dictionary does not have', async () => {
    const answer = await save(body('T-V-12', { type: '9' }));
    expect(answer.msg).toBe('Station type: "9" is not a value of its dictionary');
  });

  it('refuses an unknown or disabled client', async () => {
    expect((await save(body('T-V-13', { clientId: 'nope' }))).msg).toBe(
      'Client "nope" does not exist or is disabled',
    );
    expect((await save(body('T-V-14', { clientId: 'client-test-off' }))).msg).toBe(
      'Client "client-test-off" does not exist or is disabled',
    );
  });

  it('refuses a malformed contact phone and an out-of-range latitude', async () => {
    expect((await save(body('T-V-15', { contactMobile: 'call me' }))).code).toBe(400);
    const lat = await save(body('T-V-16', { latitude: 91 }));
    expect(lat.code).toBe(400);
    expect(lat.msg).toContain('latitude');
  });

  it('refuses an unknown zone and transport location', async () => {
    expect((await save(body('T-V-17', { zoneId: 'zone-nope' }))).msg).toBe('Zone "zone-nope" does not exist');
    expect((await save(body('T-V-18', { locationIds: ['loc-nope'] }))).msg).toBe(
      'Transport location "loc-nope" does not exist',
    );
  });
});

describe('scope', () => {
  let stationA: string;
  let stationB: string;
  let stationGz: string;
  let hub: string;
  beforeAll(async () => {
    stationA = await create('T-SC-A');
    stationB = await create('T-SC-B', { clientId: CLIENT_B });
    stationGz = await create('T-SC-GZ', { dispatchCenterId: 'dc-gz' });
    hub = await create('T-SC-HUB', { clientId: null, type: '3' });
  });

  it("shows a user only their clients' stations (and client-less ones) of their center", async () => {
    const seen = await list('code=T-SC', zhang);
    expect(seen.data.map((s) => s.code).sort()).toEqual(['T-SC-A', 'T-SC-HUB']);
    const everything = await list('code=T-SC');
    expect(everything.data.map((s) => s.code).sort()).toEqual(['T-SC-A', 'T-SC-B', 'T-SC-HUB']);
  });

  it('reports the scoped total on every page, and past the last page', async () => {
    const first = await list('code=T-SC&pageSize=1', zhang);
    expect([first.total, first.data.length]).toEqual([2, 1]);
    const beyond = await list('code=T-SC&pageSize=1&pageNum=5', zhang);
    expect([beyond.total, beyond.data.length]).toEqual([2, 0]);
    const none = await list('code=T-SC-NONE', zhang);
    expect([none.total, none.data.length]).toEqual([0, 0]);
  });

  it("refuses another client's or another center's station by uuid", async () => {
    expect((await t.call('GET', `/api/system/station/get/${stationA}`, { token: zhang })).body.code).toBe(0);
    const other = await t.call('GET', `/api/system/station/get/${stationB}`, { token: zhang });
    expect(other.status).toBe(403);
    const gz = await t.call('GET', `/api/system/station/get/${stationGz}`, { token: zhang });
    expect(gz.status).toBe(403);
    expect((await t.call('GET', '/api/system/station/get/nope', { token: zhang })).body.code).toBe(404);
    expect(hub).toBeTruthy();
  });

  it("refuses to save a station for a client outside the user's groups, or for another center", async () => {
    const answer = await t.call('POST', '/api/system/station/save', {
      token: zhang,
      body: body('T-SC-Z1', { clientId: CLIENT_B }),
    });
    expect(answer.status).toBe(403);
    const center = await t.call('POST', '/api/system/station/save', {
      token: zhang,
      lang: 'en-US',
      body: body('T-SC-Z2', { dispatchCenterId: 'dc-gz' }),
    });
    expect(center.body.msg).toBe(
      'Stations can only be kept for the selected dispatch center; switch the center first',
    );
  });

  it("lists by data group: the group's clients, a foreign group refused", async () => {
    const mine = await t.call<Station[]>(
      'GET',
      '/api/system/station/listByDatagroup?dataGroupId=dg-test-a&code=T-SC',
      {
        token: zhang,
      },
    );
    expect(mine.body.data.map((s) => s.code)).toEqual(['T-SC-A']);
    const all = await t.call<Station[]>('GET', '/api/system/station/listByDatagroup?code=T-SC', {
      token: zhang,
    });
    expect(all.body.data.map((s) => s.code)).toEqual(['T-SC-A']);
    const foreign = await t.call('GET', '/api/system/station/listByDatagroup?dataGroupId=dg-test-b', {
      token: zhang,
    });
    expect(foreign.status).toBe(403);
    const asAdmin = await t.call<Station[]>(
      'GET',
      '/api/system/station/listByDatagroup?dataGroupId=dg-test-b&code=T-SC',
      {
        token: admin,
      },
    );
    expect(asAdmin.body.data.map((s) => s.code)).toEqual(['T-SC-B']);
  });

  it('keeps selectors in scope: dropBoxDc leaves out shared stations, dropBox2 is by client', async () => {
    const dc = await t.call<Station[]>('GET', '/api/system/station/dropBoxDc?keyword=T-SC', { token: admin });
    expect(dc.body.data.map((s) => s.code).sort()).toEqual(['T-SC-A', 'T-SC-B', 'T-SC-HUB']);
    const byClient = await t.call<Station[]>(
      `GET`,
      `/api/system/station/dropBox2?keyword=T-SC&clientId=${CLIENT_B}`,
      {
        token: zhang,
      },
    );
    expect(byClient.body.data).toEqual([]);
    const mine = await t.call<Station[]>('GET', '/api/system/station/dropBox?keyword=T-SC', { token: zhang });
    expect(mine.body.data.map((s) => s.code).sort()).toEqual(['T-SC-A', 'T-SC-HUB']);
    const gz = await t.call<Station[]>(
      'GET',
      '/api/system/station/dropBoxNewDc?keyword=T-SC&dispatchCenterId=dc-gz',
      {
        token: admin,
      },
    );
    expect(gz.body.data.map((s) => s.code)).toEqual(['T-SC-GZ']);
    const refused = await t.call('GET', '/api/system/station/dropBoxNewDc?dispatchCenterId=dc-gz', {
      token: zhang,
    });
    expect(refused.status).toBe(403);
  });
});

describe('list sorting, enable/disable and removal', () => {
  it('matches city and province from the start, with % and _ taken literally', async () => {
    await create('CITY-PREFIX', { city: '上海市', province: '上海市' });
    await create('CITY-LITERAL', { city: '50%_城', province: '测试省' });
    const shanghai = await list(`code=CITY-&city=${encodeURIComponent('上海')}`);
    expect(shanghai.data.map((s) => s.code)).toEqual(['CITY-PREFIX']);
    const middle = await list(`code=CITY-&city=${encodeURIComponent('海市')}`);
    expect(middle.data).toEqual([]);
    const literal = await list(`code=CITY-&city=${encodeURIComponent('50%_')}`);
    expect(literal.data.map((s) => s.code)).toEqual(['CITY-LITERAL']);
    const wildcard = await list(`code=CITY-&city=${encodeURIComponent('%')}`);
    expect(wildcard.data).toEqual([]);
  });

  it('sorts remotely by a whitelisted column and refuses an unknown one', async () => {
    await create('T-SO-1', { name: 'B 站' });
    await create('T-SO-2', { name: 'A 站' });
    const sorted = await list('code=T-SO&sortField=name&sortOrder=ascend');
    expect(sorted.data.map((s) => s.code)).toEqual(['T-SO-2', 'T-SO-1']);
    const bad = await list('code=T-SO&sortField=password');
    expect(bad.msg).toBe('Sorting by "password" is not supported');
  });

  it('refuses to enable an enabled station and to disable a disabled one', async () => {
    const uuid = await create('T-EN-1');
    const again = await t.call('POST', `/api/system/station/updateEnable?ids=${uuid}`, {
      token: admin,
      lang: 'en-US',
    });
    expect(again.body.msg).toBe('"T-EN-1" is already enabled');
    expect(
      (await t.call('POST', `/api/system/station/updateDisable?ids=${uuid}`, { token: admin })).body.code,
    ).toBe(0);
    const twice = await t.call('POST', `/api/system/station/updateDisable?ids=${uuid},${uuid}`, {
      token: admin,
      lang: 'en-US',
    });
    expect(twice.body.msg).toBe('"T-EN-1" is already disabled');
    const disabledOnly = await list('code=T-EN&enableFlag=N');
    expect(disabledOnly.total).toBe(1);
    expect(
      (await t.call('POST', `/api/system/station/updateEnable?ids=${uuid}`, { token: admin })).body.code,
    ).toBe(0);
  });

  it('removes softly: gone from the list and the detail, the row kept', async () => {
    const uuid = await create('T-RM-1');
    expect((await t.call('POST', `/api/system/station/remove?ids=${uuid}`, { token: admin })).body.code).toBe(
      0,
    );
    expect((await list('code=T-RM-1')).total).toBe(0);
    expect((await t.call('GET', `/api/system/station/get/${uuid}`, { token: admin })).body.code).toBe(404);
    const [row] = await t.database.db.select().from(stations).where(eq(stations.uuid, uuid));
    expect(row?.delFlag).toBe('2');
    // The code is free again among present stations.
    await create('T-RM-1', { name: '重新建立' });
  });

  it('saves the proof-of-delivery settings without touching the rest', async () => {
    const uuid = await create('T-EP-1');
    const answer = await t.call('POST', '/api/system/station/saveEpod', {
      token: admin,
      body: { uuid, eSignature: 'Y', qrHandover: 'Y', settings: { photoCount: 2 } },
    });
    expect(answer.body.code).toBe(0);
    const [row] = await t.database.db.select().from(stations).where(eq(stations.uuid, uuid));
    expect(row).toMatchObject({ eSignature: 'Y', qrHandover: 'Y', name: '站点 T-EP-1' });
    expect(row?.epod).toMatchObject({ photoCount: 2, eSignature: 'Y' });
  });

  it('exports the filtered list as xlsx', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/station/export?code=T-SO',
      headers: { authorization: `Bearer ${admin}`, lang: 'en-US' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('receipt time / load efficiency sub-records', () => {
  it('adds, refuses a second rule for the property, updates, lists and removes', async () => {
    const stationId = await create('T-LR-1', { loadRules: [] });
    const add = await t.call<{ id: number }>('POST', '/api/system/stationReceiptTime/save', {
      token: admin,
      body: { stationId, ...rule() },
    });
    expect(add.body.code).toBe(0);
    const dup = await t.call('POST', '/api/system/stationReceiptTime/save', {
      token: admin,
      lang: 'en-US',
      body: { stationId, ...rule({ fixedHandTime: 1 }) },
    });
    expect(dup.body.msg).toBe('Only one load-efficiency rule per property (property 1 repeats)');
    const negative = await t.call('POST', '/api/system/stationReceiptTime/save', {
      token: admin,
      lang: 'en-US',
      body: { stationId, ...rule({ deliverProperty: 2, fixedHandTime: -5 }) },
    });
    expect(negative.body.msg).toBe('fixedHandTime cannot be negative');
    const id = add.body.data.id;
    const update = await t.call('POST', '/api/system/stationReceiptTime/update', {
      token: admin,
      body: { id, stationId, ...rule({ fixedHandTime: 12 }) },
    });
    expect(update.body.code).toBe(0);
    const rules = await t.call<{ fixedHandTime: number }[]>(
      'GET',
      `/api/system/stationReceiptTime/list?stationId=${stationId}`,
      {
        token: admin,
      },
    );
    expect(rules.body.data.map((r) => r.fixedHandTime)).toEqual([12]);
    expect(
      (await t.call('POST', `/api/system/stationReceiptTime/remove?ids=${id}`, { token: admin })).body.code,
    ).toBe(0);
  });
});

describe('mutually exclusive stations', () => {
  it('stores a pair once, refuses itself and a repeat from either side, lists from both sides', async () => {
    const a = await create('T-MX-1');
    const b = await create('T-MX-2');
    const self = await t.call('POST', '/api/system/stationMutex/save', {
      token: admin,
      lang: 'en-US',
      body: { stationId: a, otherStationIds: [a] },
    });
    expect(self.body.msg).toBe('A station cannot exclude itself');
    expect(
      (
        await t.call('POST', '/api/system/stationMutex/save', {
          token: admin,
          body: { stationId: a, otherStationIds: [b] },
        })
      ).body.code,
    ).toBe(0);
    const again = await t.call('POST', '/api/system/stationMutex/save', {
      token: admin,
      lang: 'en-US',
      body: { stationId: b, otherStationIds: [a] },
    });
    expect(again.body.msg).toBe('Station "T-MX-1" is already mutually exclusive with this station');
    const fromB = await t.call<{ code: string }[]>('GET', `/api/system/stationMutex/list?stationId=${b}`, {
      token: admin,
    });
    expect(fromB.body.data.map((m) => m.code)).toEqual(['T-MX-1']);
    const removed = await t.call('POST', '/api/system/stationMutex/remove', {
      token: admin,
      body: { stationId: b, otherStationIds: [a] },
    });
    expect(removed.body.code).toBe(0);
    const fromA = await t.call<unknown[]>('GET', `/api/system/stationMutex/list?stationId=${a}`, {
      token: admin,
    });
    expect(fromA.body.data).toEqual([]);
  });
});

describe('push to external systems', () => {
  let server: Server;
  let url: string;
  const received: unknown[] = [];
  let answerStatus = 200;
  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => {
        raw += chunk;
      });
      request.on('end', () => {
        received.push(JSON.parse(raw));
        response.writeHead(answerStatus, { 'content-type': 'application/json' });
        response.end(answerStatus === 200 ? '{"code":0,"msg":"accepted"}' : 'boom');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stations`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const pushLog = async () =>
    (
      await t.call<
        {
          target: string;
          status: string;
          httpStatus: number | null;
          response: string | null;
          refIds: string[];
        }[]
      >('GET', '/api/system/integration/pushLog/list?pageSize=1', { token: admin })
    ).body.data[0];

  it('answers a clear error when no URL is configured, and logs it', async () => {
    const uuid = await create('T-PU-1');
    const answer = await t.call('POST', `/api/system/station/pushRos?ids=${uuid}`, {
      token: admin,
      lang: 'en-US',
    });
    expect(answer.body.code).toBe(500);
    expect(answer.body.msg).toBe('No URL is configured for integration "ros"; set it under Integrations');
    expect(await pushLog()).toMatchObject({ target: 'ros', status: 'NOT_CONFIGURED', refIds: [uuid] });
  });

  it('POSTs the stations to the configured URL and records the answer', async () => {
    await t.database.db.update(integrationSettings).set({ url }).where(eq(integrationSettings.name, 'ros'));
    const uuid = await create('T-PU-2');
    const answer = await t.call<{ count: number }>('POST', `/api/system/station/pushRos?ids=${uuid}`, {
      token: admin,
      lang: 'en-US',
    });
    expect(answer.body).toMatchObject({ code: 0, msg: '1 station(s) pushed to ros', data: { count: 1 } });
    expect(received.at(-1)).toMatchObject({ kind: 'station', target: 'ros', stations: [{ code: 'T-PU-2' }] });
    expect(await pushLog()).toMatchObject({
      status: 'SUCCESS',
      httpStatus: 200,
      response: '{"code":0,"msg":"accepted"}',
    });

    const byClient = await t.call<{ count: number }>(
      'POST',
      `/api/system/station/sendRosOfStationByClientId?clientId=${CLIENT_A}`,
      { token: admin },
    );
    expect(byClient.body.code).toBe(0);
    expect(byClient.body.data.count).toBeGreaterThan(1);
  });

  it('answers the failure when the target refuses, and logs it', async () => {
    await t.call('POST', '/api/system/integration/update', {
      token: admin,
      body: {
        id: (
          await t.database.db.query.integrationSettings.findFirst({
            where: eq(integrationSettings.name, 'sf'),
          })
        )?.id,
        name: 'sf',
        url,
        enabled: true,
      },
    });
    answerStatus = 502;
    const uuid = await create('T-PU-3');
    const answer = await t.call('POST', `/api/system/station/sendSF?ids=${uuid}`, {
      token: admin,
      lang: 'en-US',
    });
    expect(answer.body.msg).toBe('Push to "sf" failed: the target answered HTTP 502');
    expect(await pushLog()).toMatchObject({
      target: 'sf',
      status: 'FAILED',
      httpStatus: 502,
      response: 'boom',
    });
    answerStatus = 200;
  });

  it('answers an unreachable target as a failure', async () => {
    await t.database.db
      .update(integrationSettings)
      .set({ url: 'http://127.0.0.1:9/none' })
      .where(eq(integrationSettings.name, 'ros'));
    const uuid = await create('T-PU-4');
    const answer = await t.call('POST', `/api/system/station/pushRos?ids=${uuid}`, {
      token: admin,
      lang: 'en-US',
    });
    expect(answer.body.msg).toBe('Push to "ros" failed: the target could not be reached');
  });
});

describe('integration settings', () => {
  it('creates, refuses a taken name and a non-http URL, lists and removes', async () => {
    const created = await t.call<{ id: number }>('POST', '/api/system/integration/save', {
      token: admin,
      body: { name: 'wms', url: 'https://wms.example.com/api/stations' },
    });
    expect(created.body.code).toBe(0);
    const taken = await t.call('POST', '/api/system/integration/save', {
      token: admin,
      lang: 'en-US',
      body: { name: 'wms', url: 'https://x.example.com' },
    });
    expect(taken.body.msg).toBe('Integration "wms" already exists');
    const badUrl = await t.call('POST', '/api/system/integration/save', {
      token: admin,
      lang: 'en-US',
      body: { name: 'tms2', url: 'ftp://x' },
    });
    expect(badUrl.body.msg).toBe('The URL must start with http:// or https://');
    const all = await t.call<{ name: string }[]>('GET', '/api/system/integration/list', { token: admin });
    expect(all.body.data.map((s) => s.name)).toEqual(['ros', 'sf', 'wms']);
    const removed = await t.call('POST', `/api/system/integration/remove?ids=${created.body.data.id}`, {
      token: admin,
    });
    expect(removed.body.code).toBe(0);
  });

  it('is refused to a user without the integration permission', async () => {
    const answer = await t.call('GET', '/api/system/integration/list', { token: await t.login('wang.fang') });
    expect(answer.status).toBe(403);
  });
});
