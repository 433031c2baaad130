import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/fixtures/export';
import { createTestApp, type TestApp } from '../../../test/harness';

type Row = {
  uuid: string;
  code: string;
  name: string;
  clientId: string | null;
  clientName: string | null;
  dispatchCenterId: string | null;
  startDate: string | null;
  endDate: string | null;
};

let t: TestApp;
let admin: string;
let zhang: string;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  zhang = await t.login('zhang.wei');
  const list = await t.call<{ uuid: string }[]>('GET', '/api/system/project/list?code=PJ-SH-01', {
    token: admin,
  });
  const one = await t.call<Row>('GET', `/api/system/project/get/${list.body.data[0]?.uuid}`, {
    token: admin,
  });
  clientId = one.body.data.clientId ?? '';
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: Record<string, unknown>, token = admin) =>
  t.call<{ uuid: string }>('POST', url, { token, body, lang: 'en-US' });

describe('projects are scoped by the selected dispatch center', () => {
  it('a Shanghai dispatcher sees the Shanghai project only; switching the center switches the list', async () => {
    const own = await t.call<Row[]>('GET', '/api/system/project/list', { token: zhang });
    expect(own.body.data.map((r) => r.code)).toEqual(['PJ-SH-01']);
    const li = await t.login('li.na');
    await t.call('GET', '/api/system/user/updateUserRights?dispatchCenterId=dc-gz', { token: li });
    const gz = await t.call<Row[]>('GET', '/api/system/project/list', { token: li });
    expect(gz.body.data.map((r) => r.code)).toEqual(['PJ-GZ-01']);
  });

  it("reading or removing another center's project is refused", async () => {
    expect((await t.call('GET', '/api/system/project/get/pj-gz-01', { token: zhang })).status).toBe(403);
    expect((await t.call('POST', '/api/system/project/remove?ids=pj-gz-01', { token: zhang })).status).toBe(
      403,
    );
  });

  it("a new project lands in the dispatcher's center; another center is refused", async () => {
    const made = await post(
      '/api/system/project/save',
      { code: 'PJ-SH-09', name: '新项目', clientId },
      zhang,
    );
    expect(made.body.code).toBe(0);
    const one = await t.call<Row>('GET', `/api/system/project/get/${made.body.data.uuid}`, { token: zhang });
    expect(one.body.data.dispatchCenterId).toBe('dc-sh');
    expect(one.body.data.clientName).not.toBeNull();
    const elsewhere = await post(
      '/api/system/project/save',
      { code: 'PJ-GZ-09', name: 'x', dispatchCenterId: 'dc-gz' },
      zhang,
    );
    expect(elsewhere.body.msg).toBe('Projects can only be kept for the selected dispatch center');
  });
});

describe('project rules', () => {
  it('the end date may not come before the start date', async () => {
    const bad = await post('/api/system/project/save', {
      code: 'PJ-DATE',
      name: 'x',
      startDate: '2026-05-02',
      endDate: '2026-05-01',
    });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('The end date cannot be before the start date');
    const same = await post('/api/system/project/save', {
      code: 'PJ-DATE',
      name: 'x',
      startDate: '2026-05-01',
      endDate: '2026-05-01',
    });
    expect(same.body.code).toBe(0);
  });

  it('refuses an unknown client, a taken code and update without a uuid', async () => {
    expect(
      (await post('/api/system/project/save', { code: 'PJ-C', name: 'x', clientId: 'nope' })).body.msg,
    ).toBe('The client does not exist or is outside your data scope');
    expect((await post('/api/system/project/save', { code: 'PJ-SH-01', name: 'x' })).body.msg).toBe(
      'Code "PJ-SH-01" already exists',
    );
    expect((await post('/api/system/project/update', { code: 'PJ-U', name: 'x' })).body.msg).toBe(
      'Get ID error',
    );
  });

  it('exports what the list shows', async () => {
    const file = await readExport(t, '/api/system/project/export', zhang);
    expect(file.status).toBe(200);
    expect(file.codes).toContain('PJ-SH-01');
    expect(file.codes).not.toContain('PJ-GZ-01');
  });
});
