import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  printTemplates,
  shipmentStops,
  shipments,
  stations,
  waybillLines,
  waybills,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let zhang: string;
let chen: string;
const SH = 'sp-sh-1';
const GZ = 'sp-gz-1';

/** The text of every page of a PDF, as a reader would copy it. */
async function pdfText(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

const postPdf = (path: string, ids: string[], token = zhang, lang = 'zh-CN') =>
  t.app.inject({
    method: 'POST',
    url: `/api/shipment/shipment/${path}`,
    headers: { authorization: `Bearer ${token}`, lang },
    payload: { ids },
  });

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  chen = await t.login('chen.jie');
  const db = t.database.db;
  const sh = await db
    .select({ uuid: stations.uuid })
    .from(stations)
    .where(and(eq(stations.dispatchCenterId, 'dc-sh'), eq(stations.delFlag, '0')))
    .limit(3);
  const [from1, from2, to] = sh.map((s) => s.uuid) as [string, string, string];
  // A client the dispatcher sees: that of a seeded waybill of the center.
  const [seeded] = await db
    .select({ clientId: waybills.clientId })
    .from(waybills)
    .where(eq(waybills.dispatchCenterId, 'dc-sh'))
    .limit(1);
  const clientId = seeded?.clientId ?? null;
  await db.insert(shipments).values([
    { uuid: SH, shipmentCode: 'SP-SH-1', dispatchCenterId: 'dc-sh', createBy: 'test' },
    { uuid: GZ, shipmentCode: 'SP-GZ-1', dispatchCenterId: 'dc-gz', createBy: 'test' },
  ]);
  await db.insert(shipmentStops).values([
    { shipmentId: SH, stationId: from1, sequence: 1, type: 'P' },
    { shipmentId: SH, stationId: from2, sequence: 2, type: 'P' },
    { shipmentId: SH, stationId: to, sequence: 3, type: 'D' },
  ]);
  const wb = (uuid: string, code: string, shipFromId: string, refNo: string) => ({
    uuid,
    code,
    refNo,
    shipmentId: SH,
    dispatchCenterId: 'dc-sh',
    shipFromId,
    shipToId: to,
    clientId,
    status: 'D',
    createBy: 'test',
  });
  await db
    .insert(waybills)
    .values([wb('sp-w1', 'SPW-0001', from1, 'PO-A1'), wb('sp-w2', 'SPW-0002', from2, 'PO-B1')]);
  const line = (waybillId: string, lineNo: number, itemName: string, quantity: string, weight: string) => ({
    uuid: `${waybillId}-l${lineNo}`,
    waybillId,
    lineNo,
    itemCode: `IT-${lineNo}`,
    itemName,
    temperature: 'FROZEN',
    unit: '箱',
    quantity,
    weight,
    volume: '0.100001',
    pallets: '0.5',
  });
  await db
    .insert(waybillLines)
    .values([
      line('sp-w1', 1, '冷冻牛腩', '10', '12.345'),
      line('sp-w1', 2, '速冻水饺', '2.5', '0.1'),
      line('sp-w2', 1, '冰淇淋', '4', '0.2'),
    ]);
});
afterAll(async () => {
  await t?.close();
});

describe('goods delivery note PDF', () => {
  it('prints Chinese item names, the subtotals and the exact totals, and the footer notice', async () => {
    const res = await postPdf('goodsPrint', [SH]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(res.rawPayload)).join('\n');
    expect(text).toContain('货物交接单');
    for (const name of ['冷冻牛腩', '速冻水饺', '冰淇淋']) expect(text).toContain(name);
    // totals: quantity 16.5, weight 12.645 kg, volume 0.300003 m3, pallets 1.5
    expect(text).toContain('16.5');
    expect(text).toContain('12.645');
    expect(text).toContain('0.300003');
    expect(text).toMatch(/运单小计 SPW-0001/);
    expect(text).toMatch(/站点小计/);
    expect(text).toContain('收货人须填写实收数量');
    expect(text).toContain('第 1-1 页 / 共 1 页');
  });

  it('a long item name prints whole, wrapped inside its cell, never cut with an ellipsis', async () => {
    const long = '冰淇淋 Premium Vanilla Bean 香草味家庭装超大桶 1.5L 加厚保温包装冷链专供';
    const db = t.database.db;
    await db.update(waybillLines).set({ itemName: long }).where(eq(waybillLines.uuid, 'sp-w2-l1'));
    try {
      const res = await postPdf('goodsPrint', [SH]);
      const text = (await pdfText(res.rawPayload)).join('\n');
      const squeezed = (v: string) => v.replace(/\s+/g, '');
      expect(squeezed(text)).toContain(squeezed(long));
      expect(text).not.toContain('…');
      // Still one page: the row keeps its height, as the A4 rule pages it.
      expect(text).toContain('第 1-1 页 / 共 1 页');
    } finally {
      await db.update(waybillLines).set({ itemName: '冰淇淋' }).where(eq(waybillLines.uuid, 'sp-w2-l1'));
    }
  });

  it('every print is logged and raises the print count of the shipment and its waybills', async () => {
    const before = await t.call<{ printCount: number }[]>('GET', `/api/shipment/shipment/printLog/${SH}`, {
      token: zhang,
    });
    await postPdf('shipmentPrint', [SH]);
    const { body } = await t.call<
      { printType: string; printCount: number; printMode: string; createBy: string }[]
    >('GET', `/api/shipment/shipment/printLog/${SH}`, { token: zhang });
    expect(body.code).toBe(0);
    expect(body.data.length).toBe(before.body.data.length + 1);
    expect(body.data.at(-1)).toMatchObject({
      printType: 'shipment',
      printMode: 'pdf',
      createBy: 'zhang.wei',
      // Who printed reads as a name, not an account.
      createByName: '张伟',
    });
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.uuid, SH));
    expect(row?.printCount).toBe(body.data.length);
    const [w] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, 'sp-w1'));
    expect(w?.printCount).toBeGreaterThanOrEqual(1);
  });

  it('the HK dispatch sheet prints the zh-HK words whatever the request language', async () => {
    const res = await postPdf('shipmentPrintHK', [SH], zhang, 'en-US');
    const text = (await pdfText(res.rawPayload)).join('\n');
    expect(text).toContain('調度單');
    expect(text).toContain('SPW-0002');
  });

  it('the other forms answer PDFs too', async () => {
    for (const path of ['purchaseOrderExportPdf', 'dispatchVehicleExportPdf', 'goodsXcPrintPdf']) {
      const res = await postPdf(path, [SH]);
      expect(res.headers['content-type'], path).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('print data and refusals', () => {
  it('goodsPrintNew groups goods by pick-up stop and waybill with exact subtotals', async () => {
    const { body } = await t.call<{
      list: {
        barcode: string;
        srcStopList: { srcWaybillList: { waybillCode: string }[] }[];
        total: unknown;
      }[];
    }>('GET', `/api/shipment/shipment/goodsPrintNew?ids=${SH}`, { token: zhang });
    expect(body.code).toBe(0);
    expect(body.data.list).toHaveLength(1);
    const note = body.data.list[0];
    expect(note?.barcode).toBe('SP-SH-1');
    expect(note?.srcStopList.map((s) => s.srcWaybillList.map((w) => w.waybillCode))).toEqual([
      ['SPW-0001'],
      ['SPW-0002'],
    ]);
    expect(note?.total).toEqual({ quantity: '16.5', weight: '12.645', volume: '0.300003', pallets: '1.5' });
  });

  it('a shipment of another dispatch center is refused (data scope), and so is its print log', async () => {
    const res = await postPdf('goodsPrint', [SH], chen, 'en-US');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().code).not.toBe(0);
    const log = await t.call('GET', `/api/shipment/shipment/printLog/${SH}`, { token: chen });
    expect(log.body.code).not.toBe(0);
    const data = await t.call('GET', `/api/shipment/shipment/goodsPrintNew?ids=${GZ}`, { token: zhang });
    expect(data.body.code).toBe(9999);
  });

  it("a form without an enabled template answers the JSON error 'template not found' and logs nothing", async () => {
    const db = t.database.db;
    await db.update(printTemplates).set({ enableFlag: 'N' }).where(eq(printTemplates.type, 'crossDock'));
    const before = await t.call<unknown[]>('GET', `/api/shipment/shipment/printLog/${SH}`, { token: zhang });
    const res = await postPdf('goodsXcPrintPdf', [SH], zhang, 'en-US');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ msg: 'template not found' });
    const data = await t.call('GET', `/api/shipment/shipment/goodsXcPrint?ids=${SH}`, {
      token: zhang,
      lang: 'en-US',
    });
    expect(data.body.msg).toBe('template not found');
    const after = await t.call<unknown[]>('GET', `/api/shipment/shipment/printLog/${SH}`, { token: zhang });
    expect(after.body.data.length).toBe(before.body.data.length);
    await db.update(printTemplates).set({ enableFlag: 'Y' }).where(eq(printTemplates.type, 'crossDock'));
  });

  it('a print from the web preview is logged as preview and counted', async () => {
    const { body } = await t.call<{ count: number }>('POST', '/api/shipment/shipment/printRecord', {
      token: zhang,
      body: { ids: [SH], printType: 'goods', pages: 1 },
    });
    expect(body).toMatchObject({ code: 0, data: { count: 1 } });
    const log = await t.call<{ printMode: string; pages: number }[]>(
      'GET',
      `/api/shipment/shipment/printLog/${SH}`,
      {
        token: zhang,
      },
    );
    expect(log.body.data.at(-1)).toMatchObject({ printMode: 'preview', pages: 1 });
  });
});
