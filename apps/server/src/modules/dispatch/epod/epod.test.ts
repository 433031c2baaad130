import { randomUUID } from 'node:crypto';
import type { EpodShipment, ShipmentExceptionRow } from '@tms/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, shipmentStops, shipments, waybillLines, waybills } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let zhang: string;
let chen: string;
let zhou: string;

/** A tiny real PNG header: the file store checks an image's first bytes. */
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]);
const MB = 1024 * 1024;

type Trip = { shipmentId: string; code: string; waybillId: string; lineIds: string[] };

/**
 * A shipment of dc-sh (in transit unless told) from a warehouse to a store, given to carrier CR01 (the
 * demo carrier user zhou.carrier's), with one waybill of client C007 (image return on, in zhang.wei's
 * data group) holding lines of the given quantities.
 */
async function makeTrip(
  options: {
    center?: string;
    carrierId?: string;
    clientId?: string;
    status?: string;
    quantities?: string[];
  } = {},
): Promise<Trip> {
  const db = t.database.db;
  const tag = randomUUID().slice(0, 8);
  const shipmentId = `sh-epod-${tag}`;
  const code = `EPOD${tag}`;
  await db.insert(shipments).values({
    uuid: shipmentId,
    shipmentCode: code,
    status: options.status ?? 'T',
    dispatchCenterId: options.center ?? 'dc-sh',
    carrierId: options.carrierId ?? 'cr01',
    createBy: 'test',
  });
  await db.insert(shipmentStops).values([
    { shipmentId, stationId: `w-${tag}`, sequence: 1, type: 'P' },
    { shipmentId, stationId: `s-${tag}`, sequence: 2, type: 'D' },
  ]);
  const waybillId = `wb-epod-${tag}`;
  await db.insert(waybills).values({
    uuid: waybillId,
    code: `WBE${tag}`,
    shipFromId: `w-${tag}`,
    shipToId: `s-${tag}`,
    shipmentId,
    clientId: options.clientId ?? 'cl-c007',
    status: 'T',
    dispatchCenterId: options.center ?? 'dc-sh',
  });
  const quantities = options.quantities ?? ['20', '5'];
  const lineIds = quantities.map(() => randomUUID());
  await db.insert(waybillLines).values(
    quantities.map((quantity, i) => ({
      uuid: lineIds[i] as string,
      waybillId,
      lineNo: i + 1,
      itemName: `Item ${i + 1}`,
      quantity,
    })),
  );
  return { shipmentId, code, waybillId, lineIds };
}

async function upload(trip: Trip, name: string, data: Buffer, token = zhou, type = 'image/png') {
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
    url: `/api/shipment/epod/image/upload?shipmentId=${trip.shipmentId}&waybillId=${trip.waybillId}`,
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

const list = (trip: Trip, token = zhou) =>
  t.call<EpodShipment>('GET', `/api/shipment/epod/list?shipmentId=${trip.shipmentId}`, {
    token,
    lang: 'en-US',
  });
const save = (trip: Trip, received: (string | null)[], token = zhou, remark = 'signed by store') =>
  t.call<{ epodId: number; exceptions: number }>('POST', '/api/shipment/epod/save', {
    token,
    lang: 'en-US',
    body: {
      shipmentId: trip.shipmentId,
      waybillId: trip.waybillId,
      remark,
      lines: trip.lineIds.map((waybillLineId, i) => ({
        waybillLineId,
        receivedQuantity: received[i] ?? null,
      })),
    },
  });
/** A complete receipt: the signed note's photo (C007 takes photos back), then every line's quantity. */
async function record(trip: Trip, received: string[], token = zhou, remark = 'signed by store') {
  const photo = await upload(trip, 'signed-note.png', PNG, token);
  expect(photo.body.code, photo.body.msg).toBe(0);
  return save(trip, received, token, remark);
}
const audit = (epodId: number, token = zhang) =>
  t.call('POST', '/api/shipment/epod/audit', { token, lang: 'en-US', body: { epodId } });
const removeImage = (id: number, token = zhou) =>
  t.call('POST', `/api/shipment/epod/image/delete?id=${id}`, { token, lang: 'en-US' });
const receiptOf = async (trip: Trip, token = zhou) => {
  const { body } = await list(trip, token);
  return body.data.stops.flatMap((s) => s.waybills).find((w) => w.waybillId === trip.waybillId);
};
const exceptionsOf = async (trip: Trip, token = zhang) =>
  (
    await t.call<ShipmentExceptionRow[]>(
      'GET',
      `/api/shipment/exception/list?pageNum=1&pageSize=50&shipmentCode=${trip.code}`,
      { token, lang: 'en-US' },
    )
  ).body.data;

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  chen = await t.login('chen.jie');
  zhou = await t.login('zhou.carrier');
  // C007 takes delivery photos back, C001 does not (as the demo seed has them): pinned here.
  await t.database.db.update(clients).set({ imageReturn: 'Y' }).where(eq(clients.uuid, 'cl-c007'));
  await t.database.db.update(clients).set({ imageReturn: 'N' }).where(eq(clients.uuid, 'cl-c001'));
});
afterAll(async () => {
  await t?.close();
});

describe('receipts: recording quantities', () => {
  it('lists the waybill under the stop it is delivered at, with shipped quantities and no receipt yet', async () => {
    const trip = await makeTrip({ quantities: ['20', '5.5'] });
    const { body } = await list(trip);
    expect(body.code, body.msg).toBe(0);
    expect(body.data.stops).toHaveLength(1);
    expect(body.data.stops[0]).toMatchObject({ sequence: 2, stationId: expect.stringMatching(/^s-/) });
    const [waybill] = body.data.stops[0]?.waybills ?? [];
    expect(waybill).toMatchObject({ epodId: null, status: null, imageReturn: 'Y', images: [] });
    expect(waybill?.lines.map((l) => [l.shippedQuantity, l.receivedQuantity])).toEqual([
      ['20.000', null],
      ['5.500', null],
    ]);
  });

  it('a short delivery raises exactly one QUANTITY_MISMATCH, however often it is saved', async () => {
    const trip = await makeTrip({ quantities: ['20', '5'] });
    const first = await record(trip, ['18', '5']);
    expect(first.body.code, first.body.msg).toBe(0);
    expect(first.body.msg).toBe('Receipt saved');
    expect(first.body.data.exceptions).toBe(1);
    // Saved again (another remark: the same body twice at once is refused as a repeat): nothing new.
    const again = await save(trip, ['18', '5'], zhou, 'counted again');
    expect(again.body.code, again.body.msg).toBe(0);
    expect(again.body.data.exceptions).toBe(0);

    const rows = await exceptionsOf(trip);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'QUANTITY_MISMATCH',
      subject: `waybillLine:${trip.lineIds[0]}`,
      status: 'U',
      detail: { expected: '20', actual: '18', difference: '-2' },
    });
    const receipt = await receiptOf(trip);
    expect(receipt).toMatchObject({ status: 'N', remark: 'counted again', createBy: 'zhou.carrier' });
    expect(receipt?.lines.map((l) => l.receivedQuantity)).toEqual(['18.000', '5.000']);
  });

  it('a full delivery (compared exactly) raises none', async () => {
    const trip = await makeTrip({ quantities: ['20.5', '5'] });
    const saved = await record(trip, ['20.500', '5']);
    expect(saved.body.data.exceptions).toBe(0);
    expect(await exceptionsOf(trip)).toEqual([]);
  });

  it('refuses a malformed quantity, a line of another waybill and a shipment not yet shipped', async () => {
    const trip = await makeTrip();
    const bad = await save(trip, ['1.2345', '5']);
    expect(bad.body.code).not.toBe(0);
    expect(bad.body.msg).toContain('Line 1');
    const other = await makeTrip();
    const foreign = await t.call('POST', '/api/shipment/epod/save', {
      token: zhou,
      lang: 'en-US',
      body: {
        shipmentId: trip.shipmentId,
        waybillId: trip.waybillId,
        lines: [{ waybillLineId: other.lineIds[0], receivedQuantity: '1' }],
      },
    });
    expect(foreign.body.msg).toBe('The line does not belong to this waybill');
    const planned = await makeTrip({ status: 'X' });
    const early = await save(planned, ['20', '5']);
    expect(early.body.msg).toBe(
      `Shipment ${planned.code} has not been shipped, so no receipt can be recorded`,
    );
  });
});

describe('receipts: recorded only when complete', () => {
  it('refuses a receipt missing a line’s quantity, naming the line; nothing is recorded', async () => {
    const trip = await makeTrip({ quantities: ['20', '5'] });
    await upload(trip, 'note.png', PNG);
    const missing = await save(trip, ['18', null]);
    expect(missing.body.code).not.toBe(0);
    expect(missing.body.msg).toBe('Line 2 (Item 2): enter the received quantity (0 if none arrived)');
    const blank = await save(trip, ['18', '  ']);
    expect(blank.body.msg).toBe('Line 2 (Item 2): enter the received quantity (0 if none arrived)');
    // A line left out of the body is missing as well.
    const leftOut = await t.call('POST', '/api/shipment/epod/save', {
      token: zhou,
      lang: 'zh-CN',
      body: {
        shipmentId: trip.shipmentId,
        waybillId: trip.waybillId,
        lines: [{ waybillLineId: trip.lineIds[0], receivedQuantity: '20' }],
      },
    });
    expect(leftOut.body.msg).toBe('第2行（Item 2）请填写实收数量（未收到填0）');
    const receipt = await receiptOf(trip);
    expect(receipt?.status).toBe('P');
    expect(receipt?.lines.map((l) => l.receivedQuantity)).toEqual([null, null]);
    expect(await exceptionsOf(trip)).toEqual([]);
  });

  it('0 received is a quantity: nothing arrived of that line, recorded with its mismatch', async () => {
    const trip = await makeTrip({ quantities: ['20', '5'] });
    const saved = await record(trip, ['20', '0']);
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(saved.body.data.exceptions).toBe(1);
    expect(await receiptOf(trip)).toMatchObject({ status: 'N' });
  });

  it('a client that takes photos back: no receipt without a photo; the photo alone is not a receipt', async () => {
    const trip = await makeTrip({ quantities: ['20', '5'] });
    const noPhoto = await save(trip, ['20', '5']);
    expect(noPhoto.body.code).not.toBe(0);
    expect(noPhoto.body.msg).toBe(
      'This client takes delivery photos back: upload at least one photo of the signed note first',
    );
    expect(await receiptOf(trip)).toMatchObject({ epodId: null, status: null });
    await upload(trip, 'note.png', PNG);
    const started = await receiptOf(trip);
    expect(started).toMatchObject({ status: 'P' });
    // Photos only: not recorded, so not audited either.
    const early = await audit(started?.epodId as number);
    expect(early.body.msg).toBe('The receipt has not been recorded in full, so it cannot be audited');
    const saved = await save(trip, ['20', '5']);
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(await receiptOf(trip)).toMatchObject({ status: 'N', images: [expect.anything()] });
  });

  it('a client without image return: every quantity is enough, no photo asked for', async () => {
    const trip = await makeTrip({ clientId: 'cl-c001', quantities: ['3'] });
    const saved = await save(trip, ['3']);
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(await receiptOf(trip)).toMatchObject({ status: 'N', imageReturn: 'N', images: [] });
  });

  it('a recorded receipt keeps its last photo; with another uploaded first, the old one goes', async () => {
    const trip = await makeTrip();
    const first = await upload(trip, 'a.png', PNG);
    await save(trip, ['20', '5']);
    const refused = await removeImage(first.body.data.id);
    expect(refused.body.msg).toBe(
      'A recorded receipt keeps at least one photo: upload the new one before deleting this one',
    );
    const second = await upload(trip, 'b.png', PNG);
    expect((await removeImage(first.body.data.id)).body).toMatchObject({ code: 0 });
    expect((await receiptOf(trip))?.images.map((i) => i.id)).toEqual([second.body.data.id]);
  });
});

describe('receipts: who may record them', () => {
  it("a dispatcher of another center is refused (403) listing and saving a Shanghai shipment's receipt", async () => {
    const trip = await makeTrip();
    expect((await list(trip, chen)).status).toBe(403);
    const saved = await save(trip, ['1', '1'], chen);
    expect(saved.status).toBe(403);
    expect(await receiptOf(trip, zhang)).toMatchObject({ epodId: null });
  });

  it('a carrier user records receipts of their carrier\u2019s shipments only', async () => {
    const theirs = await makeTrip();
    expect((await record(theirs, ['20', '5'])).body.code).toBe(0);
    const another = await makeTrip({ carrierId: 'cr02' });
    expect((await list(another)).status).toBe(403);
    expect((await save(another, ['20', '5'])).status).toBe(403);
    expect((await upload(another, 'a.png', PNG)).status).toBe(403);
    // A dispatcher of the center records it for any carrier.
    expect((await record(another, ['20', '5'], zhang)).body.code).toBe(0);
  });

  it('a carrier user may not audit (no audit key); the dispatcher of the center may', async () => {
    const trip = await makeTrip();
    const { body } = await record(trip, ['20', '5']);
    expect((await audit(body.data.epodId, zhou)).status).toBe(403);
    expect((await audit(body.data.epodId, chen)).status).toBe(403);
    const done = await audit(body.data.epodId, zhang);
    expect(done.body).toMatchObject({ code: 0, msg: 'Receipt audited' });
    expect(await receiptOf(trip)).toMatchObject({ status: 'A', auditBy: 'zhang.wei' });
  });
});

describe('receipts: photos', () => {
  it('takes five images, refuses the sixth', async () => {
    const trip = await makeTrip();
    for (let i = 1; i <= 5; i++) {
      const up = await upload(trip, `note-${i}.png`, PNG);
      expect(up.body.code, up.body.msg).toBe(0);
    }
    const sixth = await upload(trip, 'note-6.png', PNG);
    expect(sixth.body.code).not.toBe(0);
    expect(sixth.body.msg).toBe('A receipt holds at most 5 images');
    const receipt = await receiptOf(trip);
    expect(receipt?.images).toHaveLength(5);
    expect(receipt?.images[0]?.url).toMatch(/^\/api\/system\/oss\/download\/\d+$/);
  });

  it('refuses a 21 MB image and a file that is not an image', async () => {
    const trip = await makeTrip();
    const big = await upload(trip, 'big.png', Buffer.concat([PNG, Buffer.alloc(21 * MB)]));
    expect(big.body.code).not.toBe(0);
    expect(big.body.msg).toBe('A receipt image may be at most 20 MB');
    const pdf = await upload(trip, 'note.pdf', Buffer.from('%PDF-1.4 x'), zhou, 'application/pdf');
    expect(pdf.body.msg).toBe('Only images (jpg, jpeg, png, gif, bmp, webp) can be uploaded to a receipt');
    expect((await receiptOf(trip))?.images ?? []).toEqual([]);
  });

  it('refuses any image for a client without image return', async () => {
    const trip = await makeTrip({ clientId: 'cl-c001' });
    const up = await upload(trip, 'note.png', PNG);
    expect(up.body.code).not.toBe(0);
    expect(up.body.msg).toBe('This client does not take delivery photos back, so no image can be uploaded');
  });

  it('deletes a photo of an open receipt; an audited receipt keeps its photos and is read-only', async () => {
    const trip = await makeTrip();
    const first = await upload(trip, 'a.png', PNG);
    const second = await upload(trip, 'b.png', PNG);
    expect((await removeImage(first.body.data.id)).body).toMatchObject({ code: 0, msg: 'Image deleted' });
    const saved = await save(trip, ['20', '5']);
    expect(saved.body.code, saved.body.msg).toBe(0);
    await audit(saved.body.data.epodId);
    const refused = await removeImage(second.body.data.id);
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.msg).toBe('The receipt has been audited: its images cannot be deleted');
    expect((await receiptOf(trip))?.images.map((i) => i.id)).toEqual([second.body.data.id]);
    expect((await save(trip, ['1', '1'])).body.msg).toBe(
      'The receipt has been audited and can no longer be changed',
    );
    expect((await upload(trip, 'c.png', PNG)).body.msg).toBe(
      'The receipt has been audited and can no longer be changed',
    );
  });

  it('a photo is readable by whoever may see the shipment, not by another center', async () => {
    const trip = await makeTrip();
    const up = await upload(trip, 'a.png', PNG);
    const url = `/api/system/oss/download/${up.body.data.ossId}`;
    const read = (token: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect((await read(zhang)).statusCode).toBe(200);
    expect((await read(chen)).statusCode).toBe(403);
  });
});

describe('receipts elsewhere', () => {
  it('the delivery note prints the received quantity once recorded, blank before', async () => {
    const trip = await makeTrip({ quantities: ['20', '5'] });
    const printed = async () => {
      const { body } = await t.call<{
        list: {
          srcStopList: {
            srcWaybillList: { itemBeanList: { itemQuantity: string; itemReceived?: string | null }[] }[];
          }[];
        }[];
      }>('GET', `/api/shipment/shipment/goodsPrintNew?ids=${trip.shipmentId}`, {
        token: zhang,
        lang: 'en-US',
      });
      expect(body.code, body.msg).toBe(0);
      return body.data.list
        .flatMap((n) => n.srcStopList.flatMap((s) => s.srcWaybillList.flatMap((w) => w.itemBeanList)))
        .map((i) => [i.itemQuantity, i.itemReceived ?? null]);
    };
    expect(await printed()).toEqual([
      ['20', null],
      ['5', null],
    ]);
    await record(trip, ['18', '5'], zhang);
    expect(await printed()).toEqual([
      ['20', '18'],
      ['5', '5'],
    ]);
  });

  it('the demo data has a shipped Shanghai shipment of zhou.carrier with goods to receive', async () => {
    const { body } = await t.call<{ uuid: string; shipmentCode: string }[]>(
      'GET',
      '/api/shipment/shipment/selectPage?pageNum=1&pageSize=50&status=T',
      { token: zhou },
    );
    const seeded = body.data.filter((s) => !s.uuid.startsWith('sh-epod-'));
    expect(seeded.length).toBeGreaterThan(0);
    const receipts = await list({ shipmentId: seeded[0]?.uuid ?? '', code: '', waybillId: '', lineIds: [] });
    const lines = receipts.body.data.stops.flatMap((s) => s.waybills.flatMap((w) => w.lines));
    expect(lines.some((l) => Number(l.shippedQuantity) > 0)).toBe(true);
  });
});
