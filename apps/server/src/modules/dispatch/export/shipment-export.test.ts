import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentStops, shipments, waybills } from '../../../db/schema';
import { formatDateTime } from '../../../platform/format-time';
import { keysetBatches, writeXlsxFile } from '../../../platform/xlsx-export';
import { at, insertStations, insertWaybill, shClient } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/wait-for';
import { storedScopeSchema } from '../../base/shared/scope';
import type { TaskPage } from '../../reporting/export-tasks/list-tasks';
import { exportPage } from '../waybill/export-waybills';
import { waybillFilter } from '../waybill/schemas';

const PAGE = '/api/report-server/async/task/page?current=1&size=99';
const DOWNLOAD = '/api/report-server/async/task/download';

let t: TestApp;
let dataDir: string;
let zhang: string;
let chen: string;
let S: Awaited<ReturnType<typeof insertStations>>;
const ids = ['se-sh-1', 'se-sh-2'];
const waybillIds: string[] = [];

async function sheetOf(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows = (sheet.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
  return { name: sheet.name, header: rows[0], rows: rows.slice(1) };
}

async function taskOf(token: string, id: number) {
  const { body } = await t.call<TaskPage>('POST', PAGE, { token, body: {} });
  return body.data.records.find((r) => r.id === id);
}

/** Starts an export as a task and waits for it; answers the finished record and the file's sheet. */
async function exportTask(method: 'GET' | 'POST', url: string, token: string, lang: string, body?: unknown) {
  const { body: queued } = await t.call<{ taskId: number }>(method, url, { token, lang, body });
  expect(queued.code, queued.msg).toBe(0);
  const taskId = queued.data.taskId;
  expect(taskId).toBeGreaterThan(0);
  const record = await waitFor(async () => {
    const r = await taskOf(token, taskId);
    return r && (r.status === 'FINISH' || r.status === 'FAIL') ? r : undefined;
  });
  expect(record.status, record.remark ?? '').toBe('FINISH');
  const file = await t.app.inject({
    method: 'POST',
    url: DOWNLOAD,
    headers: { authorization: `Bearer ${token}` },
    payload: { id: taskId },
  });
  expect(file.statusCode).toBe(200);
  return { record, sheet: await sheetOf(file.rawPayload) };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tms-shipexport-'));
  t = await createTestApp({ jobsEnabled: true, dataDir });
  zhang = await t.login('zhang.wei');
  chen = await t.login('chen.jie');
  const db = t.database.db;
  const client = await shClient(db);
  S = await insertStations(db, 'se', client);
  for (const [i, shipmentId] of ids.entries()) {
    await db.insert(shipments).values({
      uuid: shipmentId,
      shipmentCode: `SE-TEST-${i + 1}`,
      dispatchCenterId: 'dc-sh',
      status: 'O',
      stationNum: 2,
      etd: at('06:00'),
      eta: at('09:00'),
      totalWeight: '200',
      createBy: 'zhang.wei',
    });
    await db.insert(shipmentStops).values([
      { shipmentId, stationId: S.P1, sequence: 1, type: 'P', eta: at('06:00'), etd: at('06:30') },
      { shipmentId, stationId: S.D1, sequence: 2, type: 'D', eta: at('08:00'), etd: at('08:15') },
    ]);
    for (const n of [1, 2]) {
      const id = await insertWaybill(db, `SEW${i + 1}${n}`, S.P1, S.D1, {
        clientId: client,
        shipmentId,
        status: 'S',
      });
      waybillIds.push(id);
    }
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('streamed xlsx writing', () => {
  it('reports progress as rows are written: percent rising, rows written and the total', async () => {
    const reports: { pct: number; written?: number; total?: number }[] = [];
    const rows = (async function* () {
      for (let i = 0; i < 1_200; i++) yield { n: i };
    })();
    const count = await writeXlsxFile({
      outputPath: path.join(dataDir, 'progress.xlsx'),
      sheetName: 'S',
      columns: [{ header: 'N', value: (r: { n: number }) => r.n }],
      rows,
      total: 1_200,
      reportProgress: async (pct, r) => {
        reports.push({ pct, written: r?.written, total: r?.total });
      },
    });
    expect(count).toBe(1_200);
    expect(reports.map((r) => r.written)).toEqual([0, 500, 1_000]);
    expect(reports.every((r) => r.total === 1_200)).toBe(true);
    const pcts = reports.map((r) => r.pct);
    expect(pcts).toEqual([...pcts].sort((a, b) => a - b));
    expect(pcts[2]).toBeGreaterThan(pcts[1] ?? 0);
  });
});

describe('POST /schedule/waybillExport/exportWaybill as a download-center task', () => {
  it('writes only the requested visible columns, in their order, headed in en-US; unknown keys are ignored', async () => {
    const { record, sheet } = await exportTask(
      'POST',
      '/api/schedule/waybillExport/exportWaybill',
      zhang,
      'en-US',
      {
        code: 'SEW',
        columns: ['code', 'status', 'passwordHash', 'shipToId'],
        async: true,
      },
    );
    expect(sheet.header).toEqual(['Waybill no.', 'Status', 'Ship to']);
    expect(sheet.rows.every((r) => typeof r[1] === 'string' && (r[1] as string).length > 1)).toBe(true);
    expect(sheet.rows.map((r) => r[0]).sort()).toEqual(['SEW11', 'SEW12', 'SEW21', 'SEW22']);
    expect(record).toMatchObject({ progress: 100, rowsWritten: 4, rowsTotal: 4 });
    expect(record.remark).toMatch(/4 rows/);
  });

  it('answers the same sheet at once and through the download center', async () => {
    const body = { code: 'SEW', columns: ['code', 'status', 'transType', 'createTime'] };
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/waybillExport/exportWaybill',
      headers: { authorization: `Bearer ${zhang}`, lang: 'zh-HK' },
      payload: body,
    });
    expect(direct.headers['content-type']).toMatch(/spreadsheetml/);
    const queued = await exportTask('POST', '/api/schedule/waybillExport/exportWaybill', zhang, 'zh-HK', {
      ...body,
      async: true,
    });
    expect(queued.sheet).toEqual(await sheetOf(direct.rawPayload));
    expect(queued.sheet.header).toEqual(['運單號', '狀態', '運輸類型', '創建時間']);
  });

  it('small exports without async still answer the file at once, headers and dictionary labels in zh-CN', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/waybillExport/exportWaybill',
      headers: { authorization: `Bearer ${zhang}`, lang: 'zh-CN' },
      payload: { code: 'SEW1', columns: ['refNo', 'code', 'transType'] },
    });
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.header?.slice(0, 2)).toEqual(['参考单号', '运单号']);
    expect(sheet.rows.map((r) => r[1]).sort()).toEqual(['SEW11', 'SEW12']);
    // Transport type 3 as route_transport_way names it, not its code.
    expect(sheet.rows.map((r) => r[2])).toEqual(['城配', '城配']);
  });
});

describe('shipment exports (exportExcel, exportShipGoodExcel, exportShipExcel)', () => {
  it('exportExcel: one row per shipment with the visible columns in zh-CN, progress to 100', async () => {
    const { record, sheet } = await exportTask(
      'GET',
      `/api/shipment/shipment/exportExcel?shipmentCode=SE-TEST&columns=shipmentCode,status,waybillCount&async=true`,
      zhang,
      'zh-CN',
    );
    expect(sheet.name).toBe('调度单列表');
    expect(sheet.header).toEqual(['调度单号', '状态', '运单数']);
    expect(sheet.rows).toEqual([
      ['SE-TEST-2', '打开', 2],
      ['SE-TEST-1', '打开', 2],
    ]);
    expect(record).toMatchObject({ progress: 100, rowsWritten: 2 });
  });

  it("writes instants in the user's time zone (zhang.wei: Asia/Shanghai), as the list shows them", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/shipment/shipment/exportExcel?shipmentCode=SE-TEST-1&columns=shipmentCode,createTime',
      headers: { authorization: `Bearer ${zhang}`, lang: 'en-US' },
    });
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.header).toEqual(['Shipment no.', 'Created']);
    const [row] = await t.database.db
      .select({ createTime: shipments.createTime })
      .from(shipments)
      .where(eq(shipments.uuid, 'se-sh-1'));
    // A date cell holding the Shanghai wall clock (Excel dates carry no zone: exceljs reads it back as UTC fields).
    const cell = sheet.rows[0]?.[1];
    expect(cell).toBeInstanceOf(Date);
    expect((cell as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(
      formatDateTime(row?.createTime as Date, 'Asia/Shanghai'),
    );
  });

  it('writes exactly the visible columns asked, the carrier, plate, driver and actual times among them', async () => {
    await t.database.db
      .update(shipments)
      .set({ frontPlate: '沪A12345', mainDriverName: '王师傅', atd: at('06:05'), ata: at('09:10') })
      .where(eq(shipments.uuid, 'se-sh-1'));
    const columns = [
      'shipmentCode',
      'carrierName',
      'frontPlate',
      'mainDriverName',
      'atd',
      'ata',
      'totalWeight',
    ];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/shipment/shipment/exportExcel?shipmentCode=SE-TEST-1&columns=${columns.join(',')}`,
      headers: { authorization: `Bearer ${zhang}`, lang: 'en-US' },
    });
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.header).toEqual([
      'Shipment no.',
      'Carrier',
      'Front plate',
      'Main driver',
      'ATD',
      'ATA',
      'Total weight (kg)',
    ]);
    const [row] = sheet.rows;
    expect(row?.[0]).toBe('SE-TEST-1');
    expect(row?.slice(2, 4)).toEqual(['沪A12345', '王师傅']);
    expect(row?.[4]).toBeInstanceOf(Date);
    const minute = (d: unknown) => (d as Date).toISOString().slice(0, 16).replace('T', ' ');
    expect(minute(row?.[4])).toBe(at('06:05').slice(0, 16));
    expect(minute(row?.[5])).toBe(at('09:10').slice(0, 16));
    expect(row?.[6]).toBe(200);
  });

  it('exportShipGoodExcel: one row per goods line of the ticked shipments, en-US headers', async () => {
    const { sheet } = await exportTask(
      'POST',
      '/api/schedule/shipExport/exportShipGoodExcel',
      zhang,
      'en-US',
      {
        ids,
        columns: ['shipmentCode', 'waybillCode', 'itemCode', 'quantity', 'weight'],
        async: true,
      },
    );
    expect(sheet.header).toEqual(['Shipment no.', 'Waybill no.', 'Item code', 'Quantity', 'Weight (kg)']);
    expect(sheet.rows.map((r) => `${r[0]}/${r[1]}`)).toEqual([
      'SE-TEST-1/SEW11',
      'SE-TEST-1/SEW12',
      'SE-TEST-2/SEW21',
      'SE-TEST-2/SEW22',
    ]);
  });

  it('exportShipExcel: one row per stop, in stop order, zh-CN headers; all columns when none are named', async () => {
    const { sheet } = await exportTask('POST', '/api/schedule/shipExport/exportShipExcel', zhang, 'zh-CN', {
      ids: ids.join(','),
      async: true,
    });
    expect(sheet.header).toContain('站点顺序');
    expect(sheet.header?.[0]).toBe('调度单号');
    const seq = sheet.header?.indexOf('站点顺序') ?? -1;
    const code = sheet.header?.indexOf('站点编码') ?? -1;
    expect(sheet.rows.map((r) => `${r[0]}#${r[seq]}:${r[code]}`)).toEqual([
      'SE-TEST-1#1:SEP1',
      'SE-TEST-1#2:SED1',
      'SE-TEST-2#1:SEP1',
      'SE-TEST-2#2:SED1',
    ]);
  });

  it('scope: a dispatcher of another center exports none of these shipments or their goods', async () => {
    const { sheet, record } = await exportTask(
      'POST',
      '/api/schedule/shipExport/exportShipGoodExcel',
      chen,
      'en-US',
      { ids, async: true },
    );
    expect(sheet.rows).toEqual([]);
    expect(record.rowsWritten).toBe(0);
    const wb = await exportTask('POST', '/api/schedule/waybillExport/exportWaybill', chen, 'en-US', {
      code: 'SEW',
      async: true,
    });
    expect(wb.sheet.rows).toEqual([]);
  });

  it("another user's task is not listed for them nor downloadable", async () => {
    const { body } = await t.call<{ taskId: number }>(
      'GET',
      '/api/shipment/shipment/exportExcel?async=true',
      {
        token: zhang,
      },
    );
    expect(await taskOf(chen, body.data.taskId)).toBeUndefined();
    const res = await t.app.inject({
      method: 'POST',
      url: DOWNLOAD,
      headers: { authorization: `Bearer ${chen}` },
      payload: { id: body.data.taskId },
    });
    expect(res.json().code).not.toBe(0);
  });
});

describe('keyset paging reads every row exactly once', () => {
  it('a waybill export across several batches holds each waybill once', async () => {
    const db = t.database.db;
    const client = await shClient(db);
    // 30 more waybills with identical create times: the uuid breaks the tie.
    const same = new Date('2030-01-01T00:00:00.123456Z');
    for (let i = 0; i < 30; i++) {
      await insertWaybill(db, `SEK${String(i).padStart(2, '0')}`, S.P1, S.D2, {
        clientId: client,
        createTime: same,
      });
    }
    const query = {
      filter: waybillFilter.parse({ code: 'SEK' }),
      scope: storedScopeSchema.parse({ centerId: 'dc-sh', unrestricted: true, clientIds: null }),
    };
    const codes: string[] = [];
    for await (const row of keysetBatches({
      page: (after: Parameters<typeof exportPage>[2], limit: number) => exportPage(db, query, after, limit),
      cursorOf: (row) => row.cursor,
      batchSize: 7,
    })) {
      codes.push(row.code);
    }
    expect(codes).toHaveLength(30);
    expect(new Set(codes).size).toBe(30);
    await db.delete(waybills).where(inArray(waybills.code, codes));
    expect((await db.select().from(waybills).where(eq(waybills.code, 'SEK00'))).length).toBe(0);
  });
});
