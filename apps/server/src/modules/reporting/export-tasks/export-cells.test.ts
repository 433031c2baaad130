import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportTasks } from '../../../db/schema';
import { t as translate } from '../../../platform/i18n';
import { createTestApp, type TestApp } from '../../../test/harness';
import { declaredExports } from './define-export';
import type { TaskPage } from './list-tasks';

/**
 * Every export's file, opened as a spreadsheet: the columns declared as numbers hold numeric cells and
 * the instants date cells (so a sum or a date filter works in Excel), whichever export wrote them; a
 * file answered at once leaves its record in the caller's download center.
 */

const PAGE = '/api/report-server/async/task/page?current=1&size=99';
const DOWNLOAD = '/api/report-server/async/task/download';

let t: TestApp;
let dataDir: string;
let admin: string;
let zhang: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tms-export-cells-'));
  t = await createTestApp({ dataDir });
  admin = await t.login('admin');
  zhang = await t.login('zhang.wei');

  // A fresh seeded database per file: slow on a busy machine.
}, 300_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function load(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The export that wrote the caller's latest file: its download-center record names the kind. */
async function latestExport(userId: number) {
  const [task] = await t.database.db
    .select({ kind: reportTasks.kind })
    .from(reportTasks)
    .where(eq(reportTasks.createUserId, userId))
    .orderBy(desc(reportTasks.id))
    .limit(1);
  return task ? declaredExports().get(task.kind) : undefined;
}

describe('export cells', () => {
  it('every export writes its numeric columns as numbers and its instants as dates', async () => {
    const exportRoutes = t.app.routeAccess.filter(
      (r) => /export/i.test(r.url) && !/pdf|TempInfo/i.test(r.url) && r.url.startsWith('/api/'),
    );
    const checked = new Map<string, { numbers: number; dates: number }>();
    for (const route of exportRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url: route.url,
        headers: { authorization: `Bearer ${admin}`, lang: 'en-US' },
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      if (!String(res.headers['content-type']).includes('spreadsheetml')) continue;
      const declared = await latestExport(1);
      expect(declared, route.url).toBeDefined();
      if (!declared) continue;
      const sheet = await load(res.rawPayload);
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      const counts = { numbers: 0, dates: 0 };
      for (const column of declared.columns) {
        if (!column.cell || column.cell === 'text') continue;
        const index = headers.indexOf(translate('en-US', column.header));
        expect(index, `${declared.kind}.${column.key}`).toBeGreaterThanOrEqual(0);
        const wantDate = column.cell === 'date' || column.cell === 'datetime';
        for (let r = 2; r <= sheet.rowCount; r++) {
          const cell = sheet.getRow(r).getCell(index + 1);
          if (cell.value === null || cell.value === '') continue;
          const where = `${declared.kind}.${column.key} row ${r}: ${String(cell.value)}`;
          if (wantDate) {
            expect(cell.type, where).toBe(ExcelJS.ValueType.Date);
            counts.dates += 1;
          } else {
            expect(cell.type, where).toBe(ExcelJS.ValueType.Number);
            counts.numbers += 1;
          }
          if (column.cell !== 'decimal') expect(cell.numFmt, where).toBeTruthy();
        }
      }
      checked.set(declared.kind, counts);
    }
    // The demo's rows reach each of these exports, so their typed cells were really read.
    for (const kind of [
      'shipment.shipment.export',
      'shipment.goods.export',
      'shipment.stops.export',
      'order.waybill.export',
      'base.station.export',
      'base.item.export',
    ]) {
      const counts = checked.get(kind);
      expect(counts, kind).toBeDefined();
      expect((counts?.numbers ?? 0) + (counts?.dates ?? 0), kind).toBeGreaterThan(0);
    }
    expect(checked.get('shipment.shipment.export')?.numbers).toBeGreaterThan(0);
    expect(checked.get('shipment.shipment.export')?.dates).toBeGreaterThan(0);
  }, 240_000);

  it('weights sum as numbers with three decimals shown', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/shipment/shipment/exportExcel?columns=shipmentCode,totalWeight,totalVolume',
      headers: { authorization: `Bearer ${admin}`, lang: 'en-US' },
    });
    const sheet = await load(res.rawPayload);
    expect(sheet.rowCount).toBeGreaterThan(1);
    const weight = sheet.getRow(2).getCell(2);
    expect(weight.type).toBe(ExcelJS.ValueType.Number);
    expect(weight.numFmt).toBe('#,##0.000');
    let sum = 0;
    for (let r = 2; r <= sheet.rowCount; r++) sum += Number(sheet.getRow(r).getCell(2).value ?? 0);
    expect(sum).toBeGreaterThan(0);
  });
});

describe('direct downloads in the download center', () => {
  it('a file answered at once is listed for its caller, finished, with its rows, and can be fetched again', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/shipment/shipment/exportExcel?columns=shipmentCode,status',
      headers: { authorization: `Bearer ${zhang}`, lang: 'en-US' },
    });
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const rows = (await load(res.rawPayload)).rowCount - 1;

    const { body } = await t.call<TaskPage>('POST', PAGE, { token: zhang, lang: 'en-US', body: {} });
    const record = body.data.records.find((r) => r.name === 'Shipments');
    expect(record).toMatchObject({ status: 'FINISH', progress: 100, rowsWritten: rows, rowsTotal: rows });
    expect(record?.fileUrl).toBeTruthy();

    // Kept in the caller's scope: their user and their selected dispatch center.
    const [stored] = await t.database.db
      .select()
      .from(reportTasks)
      .where(eq(reportTasks.id, record?.id ?? 0));
    expect(stored?.kind).toBe('shipment.shipment.export');
    expect(stored?.dispatchCenterId).toBe('dc-sh');

    const again = await t.app.inject({
      method: 'POST',
      url: DOWNLOAD,
      headers: { authorization: `Bearer ${zhang}` },
      payload: { id: record?.id },
    });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);

    // Nobody else sees it.
    const other = await t.call<TaskPage>('POST', PAGE, { token: admin, body: {} });
    expect(other.body.data.records.some((r) => r.id === record?.id)).toBe(false);
  });
});
