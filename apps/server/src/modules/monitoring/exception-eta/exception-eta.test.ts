import type { ExceptionEtaRow } from '@tms/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { insertExceptionEtas, type NewExceptionEta } from '../index';

let t: TestApp;
let admin: string;
let zhang: string;
let chen: string;
const ids: Record<string, number> = {};

const record = (over: Partial<NewExceptionEta> = {}): NewExceptionEta => ({
  shipmentId: 'sh-eta-1',
  shipmentCode: 'ETATEST0001',
  stopId: 1,
  stationId: 'st-none',
  dispatchCenterId: 'dc-sh',
  carrierId: 'cr-eta',
  plannedEta: new Date('2030-01-02T02:00:00Z'),
  windowEnd: new Date('2030-01-02T02:30:00Z'),
  predictedEta: new Date('2030-01-02T02:45:00Z'),
  lateMinutes: 45,
  createBy: 'test',
  createTime: new Date('2030-01-02T01:00:00Z'),
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const made = await insertExceptionEtas(t.database.db, [
    record(),
    record({ stopId: 2, lateMinutes: 20, createTime: new Date('2030-01-03T01:00:00Z') }),
    record({
      stopId: 3,
      dealStatus: 'Y',
      dealReason: 'traffic',
      dealRemark: 'told the store',
      dealBy: 'zhang.wei',
      dealTime: new Date('2030-01-02T03:00:00Z'),
    }),
    record({
      shipmentId: 'sh-eta-gz',
      shipmentCode: 'GZETATEST01',
      dispatchCenterId: 'dc-gz',
      carrierId: 'cr-gz',
    }),
  ]);
  ['first', 'second', 'dealt', 'gz'].forEach((k, i) => {
    ids[k] = made[i] as number;
  });
  admin = await t.login('admin');
  zhang = await t.login('zhang.wei');
  chen = await t.login('chen.jie');
});
afterAll(async () => {
  await t.close();
});

const list = (query: string, token = zhang) =>
  t.call<ExceptionEtaRow[]>('GET', `/api/shipment/exception/eta/list?${query}`, { token, lang: 'en-US' });
const deal = (body: Record<string, unknown>, token = zhang) =>
  t.call<{ code: number; msg: string } & { field: string; key: string }[]>(
    'POST',
    '/api/shipment/exception/eta/deal',
    { token, body, lang: 'en-US' },
  );
const count = async (token: string) =>
  (await t.call<number>('GET', '/api/shipment/exception/eta/count', { token })).body.data;

describe('the ETA exception list', () => {
  it('shows the session center\u2019s exceptions, newest first, with times in the user\u2019s zone', async () => {
    const { body } = await list('shipmentCode=ETATEST');
    expect(body.code).toBe(0);
    expect(body.data.map((r) => r.id)).toEqual([ids.second, ids.first, ids.dealt]);
    expect(body.total).toBe(3);
    expect(body.data[1]).toMatchObject({
      shipmentId: 'sh-eta-1',
      shipmentCode: 'ETATEST0001',
      lateMinutes: 45,
      dealStatus: 'N',
      dealTime: null,
    });
    expect(body.data[1]?.predictedEta).toMatch(/^2030-01-02 \d{2}:45:00$/);
    const gz = await list('shipmentCode=ETATEST', chen);
    expect(gz.body.data.map((r) => r.id)).toEqual([ids.gz]);
  });

  it('filters by handling status, carrier, center, shipment code and raised time', async () => {
    expect((await list('dealStatus=N&shipmentCode=ETATEST')).body.data.map((r) => r.id)).toEqual([
      ids.second,
      ids.first,
    ]);
    expect((await list('dealStatus=Y&shipmentCode=ETATEST')).body.data.map((r) => r.id)).toEqual([ids.dealt]);
    expect((await list('carrierId=cr-gz&shipmentCode=ETATEST')).body.data).toEqual([]);
    expect((await list('dispatchCenterId=dc-sh&shipmentCode=ETATEST')).body.total).toBe(3);
    expect((await list('dispatchCenterId=dc-gz&shipmentCode=ETATEST')).body.data).toEqual([]);
    const day = await list('beginTime=2030-01-03&endTime=2030-01-03&shipmentCode=ETATEST');
    expect(day.body.data.map((r) => r.id)).toEqual([ids.second]);
    expect((await list('sortField=lateMinutes&sortOrder=ascend&shipmentCode=ETATEST')).body.data[0]?.id).toBe(
      ids.second,
    );
    expect((await list('dealStatus=X')).body.code).toBe(400);
    expect((await list('beginTime=2030-13-45')).body.code).toBe(400);
    expect((await list('sortField=password')).body.code).not.toBe(0);
  });
});

describe('the undealt count', () => {
  it('counts the open exceptions of the caller\u2019s scope only', async () => {
    const shBefore = await count(zhang);
    const gzBefore = await count(chen);
    expect(shBefore).toBeGreaterThanOrEqual(2);
    expect(gzBefore).toBeGreaterThanOrEqual(1);
    expect(await count(admin)).toBeGreaterThanOrEqual(shBefore);
    await insertExceptionEtas(t.database.db, [record({ stopId: 9, dispatchCenterId: 'dc-gz' })]);
    expect(await count(chen)).toBe(gzBefore + 1);
    expect(await count(zhang)).toBe(shBefore);
  });
});

describe('dealing with an ETA exception', () => {
  it('requires a reason and a remark of at most 800 characters', async () => {
    const none = await deal({ id: ids.first });
    expect(none.body.code).toBe(500);
    expect(none.body.msg).toBe('Required!');
    expect(none.body.data.map((p) => p.field)).toEqual(['dealReason', 'dealRemark']);
    const long = await deal({ id: ids.first, dealReason: 'traffic', dealRemark: 'x'.repeat(801) });
    expect(long.body.msg).toBe('Too long (at most 800 characters)');
    expect(long.body.data).toEqual([expect.objectContaining({ field: 'dealRemark', key: 'common.tooLong' })]);
    const noId = await deal({ dealReason: 'traffic', dealRemark: 'ok' });
    expect(noId.body.msg).toBe('Choose the ETA exceptions to deal with');
  });

  it('writes the handling with who and when, answering code and msg in data', async () => {
    const done = await deal({ ids: [ids.first], dealReason: 'traffic', dealRemark: 'Store told' });
    expect(done.body).toMatchObject({ code: 0, data: { code: 0, msg: 'Operation succeeded' } });
    const row = (await list('dealStatus=Y&shipmentCode=ETATEST')).body.data.find((r) => r.id === ids.first);
    expect(row).toMatchObject({
      dealStatus: 'Y',
      dealReason: 'traffic',
      dealRemark: 'Store told',
      dealBy: 'zhang.wei',
    });
    expect(row?.dealTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses one already dealt with (writing none of the batch), another center\u2019s, and a missing one', async () => {
    const twice = await deal({ ids: [ids.second, ids.first], dealReason: 'again', dealRemark: 'again' });
    expect(twice.body.msg).toBe('This ETA exception has already been dealt with');
    const still = (await list('dealStatus=N&shipmentCode=ETATEST')).body.data.map((r) => r.id);
    expect(still).toEqual([ids.second]);
    const other = await deal({ id: ids.gz, dealReason: 'x', dealRemark: 'y' });
    expect(other.status).toBe(403);
    const missing = await deal({ id: 999_999_999, dealReason: 'x', dealRemark: 'y' }, admin);
    expect(missing.body.code).toBe(404);
  });
});

describe('the export', () => {
  it('answers an xlsx file of the rows the list shows', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/shipment/exception/eta/export?shipmentCode=ETATEST&dispatchCenterId=dc-sh',
      headers: { authorization: `Bearer ${admin}`, lang: 'en-US' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Shipment');
    expect(sheet?.rowCount).toBe(4);
  });

  it('is refused to a dispatcher, who holds no export key', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/shipment/exception/eta/export',
      headers: { authorization: `Bearer ${zhang}` },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the demo seed', () => {
  it('holds open and handled exceptions on the shipments in transit', async () => {
    const { body } = await list('pageSize=100', admin);
    const seeded = body.data.filter((r) => !r.shipmentCode?.includes('ETATEST'));
    expect(seeded.some((r) => r.dealStatus === 'N')).toBe(true);
    expect(seeded.some((r) => r.dealStatus === 'Y')).toBe(true);
    expect(seeded.every((r) => r.stationName !== null)).toBe(true);
  });
});
