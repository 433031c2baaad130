import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberRules } from '../../../db/schema';
import { listOnlyUser, readExport } from '../../../test/fixtures/export';
import { createTestApp, type TestApp } from '../../../test/harness';
import { issueDocumentNumber, nextDocumentNumber } from './next-document-number';

type Rule = { uuid: string; code: string; prefix: string; example: string; refType: string };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const save = (body: Record<string, unknown>, token = admin) =>
  t.call<{ uuid: string }>('POST', '/api/system/numberRule/save', { token, body, lang: 'en-US' });

const base = { refType: 'order', timestampEnabled: 'Y', timestampFormat: 'YYYYMMDD', serialLength: 6 };

describe('number rule administration', () => {
  it('lists the seeded waybill and shipment rules with their examples', async () => {
    const { body } = await t.call<Rule[]>(
      'GET',
      '/api/system/numberRule/list?sortField=code&sortOrder=ascend',
      {
        token: admin,
      },
    );
    expect(body.code).toBe(0);
    const waybill = body.data.find((r) => r.code === 'NR-WB');
    expect(waybill?.example).toMatch(/^WB\d{8}000001$/);
    expect(body.data.find((r) => r.code === 'NR-SP')?.example).toMatch(/^SP\d{8}00001$/);
  });

  it('creates a rule, stores the example the domain computes, and reads it back', async () => {
    const { body } = await save({
      ...base,
      code: 'NR-RT',
      refType: 'returnOrder',
      prefix: 'RT',
      timestampFormat: 'YYMM',
      serialLength: 4,
    });
    expect(body.code).toBe(0);
    const one = await t.call<Rule>('GET', `/api/system/numberRule/get/${body.data.uuid}`, { token: admin });
    expect(one.body.data.example).toMatch(/^RT\d{4}0001$/);
  });

  it('refuses a serial length outside 1 to 12', async () => {
    expect((await save({ ...base, code: 'NR-X1', prefix: 'X1', serialLength: 13 })).body.msg).toBe(
      'The serial length must be 1 to 12',
    );
    expect((await save({ ...base, code: 'NR-X1', prefix: 'X1', serialLength: 0 })).body.msg).toBe(
      'The serial length must be 1 to 12',
    );
    expect((await save({ ...base, code: 'NR-X1', prefix: 'X1', serialLength: 2.5 })).body.code).toBe(400);
  });

  it('refuses a timestamp format with anything but date tokens', async () => {
    const { body } = await save({ ...base, code: 'NR-X2', prefix: 'X2', timestampFormat: 'YYYY[abc]' });
    expect(body.msg).toBe('The timestamp format may use YYYY, YY, MM, DD, HH, mm and - _ . only');
  });

  it('refuses a prefix with spaces or symbols, and a bad code', async () => {
    expect((await save({ ...base, code: 'NR-X3', prefix: 'X 3' })).body.msg).toContain(
      'The prefix may hold letters',
    );
    expect((await save({ ...base, code: 'NR X3', prefix: 'X3' })).body.code).toBe(400);
  });

  it('refuses an unknown document type', async () => {
    const { body } = await save({ ...base, code: 'NR-X4', prefix: 'X4', refType: 'invoice' });
    expect(body.msg).toBe('Document type "invoice" does not exist');
  });

  it('refuses a taken code, a second enabled rule for the same scope and a prefix in use', async () => {
    expect((await save({ ...base, code: 'NR-WB', prefix: 'X5' })).body.msg).toBe(
      'Code "NR-WB" already exists',
    );
    expect((await save({ ...base, code: 'NR-X5', prefix: 'X5' })).body.msg).toBe(
      'Rule "NR-OR" is already enabled for the same client, dispatch center and document type',
    );
    expect((await save({ ...base, code: 'NR-X5', prefix: 'WB', dispatchCenterId: 'dc-gz' })).body.msg).toBe(
      'Prefix "WB" is used by rule "NR-WB"; numbers could repeat',
    );
  });

  it('previews the next number without consuming it', async () => {
    const first = await t.call<{ number: string; serial: number }>(
      'GET',
      '/api/system/numberRule/preview?refType=shipment',
      { token: admin },
    );
    const again = await t.call<{ number: string; serial: number }>(
      'GET',
      '/api/system/numberRule/preview?refType=shipment',
      { token: admin },
    );
    expect(first.body.data).toEqual(again.body.data);
    const issued = await nextDocumentNumber(t.database.db, { refType: 'shipment' });
    expect(issued).toBe(first.body.data.number);
  });

  it('keeps rules of another center out of the list of a user of one center', async () => {
    const gz = await save({
      ...base,
      code: 'NR-GZ-WB',
      refType: 'waybill',
      prefix: 'GZWB',
      dispatchCenterId: 'dc-gz',
    });
    expect(gz.body.code).toBe(0);
    const zhang = await t.login('zhang.wei');
    const list = await t.call<Rule[]>('GET', '/api/system/numberRule/list?pageSize=100', { token: zhang });
    expect(list.body.data.map((r) => r.code)).not.toContain('NR-GZ-WB');
    expect(list.body.data.map((r) => r.code)).toContain('NR-WB');
    const one = await t.call('GET', `/api/system/numberRule/get/${gz.body.data.uuid}`, { token: zhang });
    expect(one.status).toBe(403);
    const into = await save({ ...base, code: 'NR-GZ-2', prefix: 'GZ2', dispatchCenterId: 'dc-gz' }, zhang);
    expect(into.status).toBe(403);
  });

  it('removes softly', async () => {
    const made = await save({
      ...base,
      code: 'NR-DEL',
      refType: 'returnOrder',
      prefix: 'DEL',
      enableFlag: 'N',
    });
    const removed = await t.call('POST', `/api/system/numberRule/remove?ids=${made.body.data.uuid}`, {
      token: admin,
    });
    expect(removed.body.code).toBe(0);
    const gone = await t.call('GET', `/api/system/numberRule/get/${made.body.data.uuid}`, { token: admin });
    expect(gone.body.code).toBe(404);
  });
});

describe('the document number generator', () => {
  it('picks the most specific rule: client + center > client > center > none', async () => {
    const db = t.database.db;
    await db.insert(numberRules).values([
      {
        uuid: 'g-none',
        code: 'G-NONE',
        refType: 'order',
        prefix: 'GN',
        serialLength: 3,
        timestampEnabled: 'N',
        clientId: null,
        dispatchCenterId: null,
      },
      {
        uuid: 'g-center',
        code: 'G-CENTER',
        refType: 'order',
        prefix: 'GC',
        serialLength: 3,
        timestampEnabled: 'N',
        dispatchCenterId: 'dc-hk',
      },
      {
        uuid: 'g-client',
        code: 'G-CLIENT',
        refType: 'order',
        prefix: 'GL',
        serialLength: 3,
        timestampEnabled: 'N',
        clientId: 'cl-x',
      },
      {
        uuid: 'g-both',
        code: 'G-BOTH',
        refType: 'order',
        prefix: 'GB',
        serialLength: 3,
        timestampEnabled: 'N',
        clientId: 'cl-x',
        dispatchCenterId: 'dc-hk',
      },
    ]);
    // The seeded NR-OR (no client, no center) and G-NONE compete at the lowest level: disable the seed one.
    await t.call('POST', '/api/system/numberRule/remove?ids=nr-order', { token: admin });
    expect(
      await nextDocumentNumber(db, { refType: 'order', clientId: 'cl-x', dispatchCenterId: 'dc-hk' }),
    ).toBe('GB001');
    expect(
      await nextDocumentNumber(db, { refType: 'order', clientId: 'cl-x', dispatchCenterId: 'dc-sh' }),
    ).toBe('GL001');
    expect(
      await nextDocumentNumber(db, { refType: 'order', clientId: 'cl-y', dispatchCenterId: 'dc-hk' }),
    ).toBe('GC001');
    expect(await nextDocumentNumber(db, { refType: 'order', clientId: 'cl-y' })).toBe('GN001');
    expect(await nextDocumentNumber(db, { refType: 'order' })).toBe('GN002');
  });

  it('refuses with a clear message when no rule applies', async () => {
    await expect(nextDocumentNumber(t.database.db, { refType: 'nothing' })).rejects.toMatchObject({
      key: 'base.numberRule.noRule',
      params: { refType: 'nothing' },
    });
  });

  it('restarts the serial when the timestamp period changes', async () => {
    const db = t.database.db;
    const day1 = new Date('2026-03-01T02:00:00Z');
    const day2 = new Date('2026-03-02T02:00:00Z');
    const a = await nextDocumentNumber(db, { refType: 'waybill', at: day1 });
    const b = await nextDocumentNumber(db, { refType: 'waybill', at: day1 });
    const c = await nextDocumentNumber(db, { refType: 'waybill', at: day2 });
    expect([a, b, c]).toEqual(['WB20260301000001', 'WB20260301000002', 'WB20260302000001']);
  });

  it('refuses a serial beyond serialLength', async () => {
    const db = t.database.db;
    await db.insert(numberRules).values({
      uuid: 'tiny',
      code: 'TINY',
      refType: 'returnOrder',
      prefix: 'TN',
      serialLength: 1,
      timestampEnabled: 'N',
      clientId: 'cl-tiny',
    });
    for (let i = 1; i <= 9; i++)
      await nextDocumentNumber(db, { refType: 'returnOrder', clientId: 'cl-tiny' });
    await expect(
      nextDocumentNumber(db, { refType: 'returnOrder', clientId: 'cl-tiny' }),
    ).rejects.toMatchObject({
      key: 'base.numberRule.serialOverflow',
      params: { code: 'TINY', max: 9 },
    });
  });

  it('hands out distinct, consecutive numbers to 120 concurrent callers', async () => {
    const db = t.database.db;
    const at = new Date('2026-05-05T03:00:00Z');
    const issued = await Promise.all(
      Array.from({ length: 120 }, () =>
        issueDocumentNumber(db, { refType: 'shipment', dispatchCenterId: 'dc-sh', at }),
      ),
    );
    const numbers = issued.map((n) => n.number);
    expect(new Set(numbers).size).toBe(120);
    const serials = issued.map((n) => n.serial).sort((x, y) => x - y);
    expect(serials).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(numbers.sort()[119]).toBe('SP20260505' + '00120');
  });

  it('hands out distinct numbers to concurrent callers inside their own transactions', async () => {
    const db = t.database.db;
    const at = new Date('2026-05-06T03:00:00Z');
    const numbers = await Promise.all(
      Array.from({ length: 40 }, () =>
        db.transaction((tx) => nextDocumentNumber(tx, { refType: 'shipment', at })),
      ),
    );
    expect(new Set(numbers).size).toBe(40);
    expect([...numbers].sort()[39]).toBe('SP2026050600040');
  });
});

describe('number rule export', () => {
  it("exports the filtered rules with headers in the caller's language", async () => {
    const file = await readExport(t, '/api/system/numberRule/export?code=NR-', admin, 'zh-HK');
    expect(file.header.slice(0, 4)).toEqual(['規則編碼', '單據類型', '客戶', '調度中心']);
    expect(file.codes).toContain('NR-WB');
    const waybills = await readExport(t, '/api/system/numberRule/export?refType=shipment', admin);
    expect(waybills.codes).toEqual(['NR-SP']);
  });

  it("keeps another center's rules out of a user's export", async () => {
    const gz = await save({
      ...base,
      code: 'NR-GZ-EXP',
      refType: 'returnOrder',
      prefix: 'GZEX',
      dispatchCenterId: 'dc-gz',
    });
    expect(gz.body.code).toBe(0);
    const zhang = await readExport(t, '/api/system/numberRule/export', await t.login('zhang.wei'));
    expect(zhang.codes).toContain('NR-WB');
    expect(zhang.codes).not.toContain('NR-GZ-EXP');
    const guangzhou = await readExport(t, '/api/system/numberRule/export', await t.login('chen.jie'));
    expect(guangzhou.codes).toContain('NR-GZ-EXP');
  });

  it('is refused to a user who may list the rules but holds no export button', async () => {
    const lister = await listOnlyUser(t, admin, ['base:numberRule']);
    expect((await t.call('GET', '/api/system/numberRule/list', { token: lister })).body.code).toBe(0);
    expect((await readExport(t, '/api/system/numberRule/export', lister)).status).toBe(403);
  });
});
