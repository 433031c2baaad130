import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { AnnexView } from './list-annexes';

let t: TestApp;
let zhang: string;
let liNa: string;
let chen: string;
const SH = 'sa-sh-1';
const GZ = 'sa-gz-1';

async function upload(
  shipmentId: string,
  name: string,
  data: Buffer,
  token = zhang,
  type = 'application/pdf',
) {
  const boundary = `----tms${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/shipment/annex/upload?shipmentId=${shipmentId}`,
    headers: {
      authorization: `Bearer ${token}`,
      lang: 'en-US',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: { id: number; ossId: number } },
  };
}

const list = (shipmentId: string, token = zhang) =>
  t.call<AnnexView[]>('GET', `/api/shipment/annex/list?shipmentId=${shipmentId}`, { token, lang: 'en-US' });
const read = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  liNa = await t.login('li.na');
  chen = await t.login('chen.jie');
  await t.database.db.insert(shipments).values([
    { uuid: SH, shipmentCode: 'SA-SH-1', dispatchCenterId: 'dc-sh', createBy: 'test' },
    { uuid: GZ, shipmentCode: 'SA-GZ-1', dispatchCenterId: 'dc-gz', createBy: 'test' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('shipment annexes: upload, list, read, remove', () => {
  it('uploads a document to a shipment of the caller center and lists it with its file link', async () => {
    const up = await upload(SH, '签收单.pdf', Buffer.from('%PDF-1.4 test'));
    expect(up.body.code, up.body.msg).toBe(0);
    expect(up.body.msg).toBe('Annex uploaded');
    const { body } = await list(SH);
    expect(body.code).toBe(0);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      shipmentId: SH,
      originalName: '签收单.pdf',
      fileSize: 13,
      fileSuffix: 'pdf',
      createBy: 'zhang.wei',
      url: `/api/system/oss/download/${up.body.data.ossId}`,
    });
  });

  it('whoever may see the shipment may read its file; a dispatcher of another center may not (403)', async () => {
    const [annex] = (await list(SH)).body.data;
    const url = (annex?.url ?? '').replace(/^\/api/, '/api');
    const sameCenter = await read(url, liNa);
    expect(sameCenter.statusCode).toBe(200);
    expect(sameCenter.body).toBe('%PDF-1.4 test');
    expect((await read(url, chen)).statusCode).toBe(403);
  });

  it('refuses listing, uploading to and removing from a shipment of another center (data scope)', async () => {
    const listed = await list(SH, chen);
    expect(listed.status).toBe(403);
    expect(listed.body.code).not.toBe(0);
    const up = await upload(SH, 'x.pdf', Buffer.from('%PDF-1.4'), chen);
    expect(up.status).toBe(403);
    const [annex] = (await list(SH)).body.data;
    const removed = await t.call('POST', `/api/shipment/annex/remove?ids=${annex?.id}`, { token: chen });
    expect(removed.status).toBe(403);
    expect((await list(SH)).body.data).toHaveLength(1);
    // and the other way round: zhang.wei cannot touch a Guangzhou shipment
    expect((await upload(GZ, 'y.pdf', Buffer.from('%PDF-1.4'))).status).toBe(403);
  });

  it('refuses file types outside the allow-list and an unknown shipment', async () => {
    const bad = await upload(SH, 'run.exe', Buffer.from('MZ'), zhang, 'application/octet-stream');
    expect(bad.body.code).not.toBe(0);
    expect((await upload('no-such-shipment', 'a.pdf', Buffer.from('%PDF'))).body.code).toBe(404);
  });

  it('removes an annex and its stored file', async () => {
    const [annex] = (await list(SH)).body.data;
    const removed = await t.call<{ count: number }>('POST', `/api/shipment/annex/remove?ids=${annex?.id}`, {
      token: zhang,
      lang: 'en-US',
    });
    expect(removed.body).toMatchObject({ code: 0, data: { count: 1 } });
    expect((await list(SH)).body.data).toEqual([]);
    expect((await read(annex?.url ?? '', zhang)).json().code).toBe(404);
  });
});
