import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reportTasks } from '../../../db/schema';
import { type AuthContext, loadCaller } from '../../../platform/auth/caller';
import { hashToken } from '../../../platform/auth/tokens';
import { AppError } from '../../../platform/errors';
import { createTestApp, type TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/wait-for';
import { offsetBatches } from '../index';
import { declaredExports, defineExport } from './define-export';
import type { TaskPage } from './list-tasks';

const PAGE = '/api/report-server/async/task/page?current=1&size=99';
const DOWNLOAD = '/api/report-server/async/task/download';

let t: TestApp;
let dataDir: string;
let admin: string;
let adminCaller: AuthContext;

/** Test rows: a name, a phone (a personal number) and a stored code labelled through a dictionary. */
type Person = { id: number; name: string; phone: string; transType: string; at: Date };
const people: Person[] = Array.from({ length: 1_234 }, (_, i) => ({
  id: i + 1,
  name: `Person ${i + 1}`,
  phone: `1391234${String(i).padStart(4, '0')}`,
  transType: i % 2 === 0 ? '3' : 'unknown',
  at: new Date(Date.UTC(2030, 0, 1, 16, 0, i % 60)),
}));

const personExport = defineExport({
  kind: 'test.define-export.people',
  permission: 'system:user:export',
  title: 'system.task.userExport',
  sheet: 'report.user.sheet',
  query: z.object({ from: z.number().int(), rows: z.number().int() }),
  queryOf: (_db, _caller, input: { from: number; rows?: number }) => ({
    from: input.from,
    rows: input.rows ?? 0,
  }),
  dictionaries: ['route_transport_way'],
  count: async (_db, _caller, q) => q.rows || people.length - q.from + 1,
  rows: (_db, _caller, q) =>
    offsetBatches({
      page: async (offset, limit) => people.slice(q.from - 1 + offset, q.from - 1 + offset + limit),
      batchSize: 500,
    }),
  fileName: ({ title, stamp }) => `${title}_${stamp}.xlsx`,
  columns: [
    { key: 'id', header: 'report.user.userId', width: 8, value: (r) => r.id },
    { key: 'name', header: 'report.user.nickName', value: (r) => r.name },
    { key: 'phone', header: 'report.user.phone', value: (r) => r.phone },
    {
      key: 'transType',
      header: 'waybill.column.transType',
      value: (r, f) => f.label('route_transport_way', r.transType),
    },
    {
      key: 'at',
      header: 'report.user.createTime',
      width: 20,
      value: (r, f) => `${f.timeZone} ${r.at.toISOString()}`,
    },
  ],
});

/** What the direct answer sent: its headers and body, without a real HTTP reply. */
function replyCatcher() {
  const sent: { headers: Record<string, string>; body?: unknown } = { headers: {} };
  const reply = {
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

async function sheetOf(content: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows = (sheet.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
  return {
    name: sheet.name,
    widths: sheet.columns.map((c) => c.width),
    frozen: sheet.views[0]?.state,
    header: rows[0],
    rows: rows.slice(1),
  };
}

async function finishedFile(taskId: number) {
  const record = await waitFor(async () => {
    const { body } = await t.call<TaskPage>('POST', PAGE, { token: admin, body: {} });
    const found = body.data.records.find((r) => r.id === taskId);
    return found && (found.status === 'FINISH' || found.status === 'FAIL') ? found : undefined;
  });
  expect(record.status, record.remark ?? '').toBe('FINISH');
  const file = await t.app.inject({
    method: 'POST',
    url: DOWNLOAD,
    headers: { authorization: `Bearer ${admin}` },
    payload: { id: taskId },
  });
  return { record, file };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tms-define-export-'));
  // Tasks queued without a send are found by the sweep: a short one keeps the test quick.
  t = await createTestApp({ jobsEnabled: true, dataDir }, { jobs: { sweepMs: 200 } });
  admin = await t.login('admin');
  const caller = await loadCaller(t.database.db, hashToken(admin));
  if (!caller) throw new Error('no caller');
  adminCaller = caller;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('defineExport', () => {
  it('a declared export answers the same rows directly and as a download-center task', async () => {
    const deps = { db: t.database.db };
    const asked = { deps, caller: adminCaller, lang: 'en-US' as const };
    const { reply, sent } = replyCatcher();
    await personExport.answer(
      { ...asked, reply },
      { from: 1 },
      { columns: ['name', 'phone', 'transType', 'at'] },
    );
    const direct = await sheetOf(sent.body as Buffer);
    expect(sent.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(sent.headers['content-disposition'] ?? '')).toMatch(
      /User export_\d{14}\.xlsx$/,
    );

    const { taskId } = await personExport.queue(
      asked,
      { from: 1 },
      { columns: ['name', 'phone', 'transType', 'at'] },
    );
    const { record, file } = await finishedFile(taskId);
    const queued = await sheetOf(file.rawPayload);
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toMatch(
      /User export_\d{14}\.xlsx$/,
    );
    expect(record).toMatchObject({
      name: 'User export',
      rowsWritten: 1_234,
      rowsTotal: 1_234,
      remark: '1234 rows',
    });

    expect(queued).toEqual(direct);
    expect(direct.name).toBe('Users');
    expect(direct.frozen).toBe('frozen');
    expect(direct.widths).toEqual([16, 16, 16, 20]);
    expect(direct.header).toEqual(['Nickname', 'Mobile', 'Transport type', 'Created']);
    expect(direct.rows).toHaveLength(1_234);
    // Every batch read once, in order; the phone masked; the code labelled in the caller's language.
    expect(direct.rows.map((r) => r[0])).toEqual(people.map((p) => p.name));
    expect(direct.rows[0]).toEqual([
      'Person 1',
      '139****0000',
      'City delivery',
      'Asia/Shanghai 2030-01-01T16:00:00.000Z',
    ]);
    expect(direct.rows[1]?.[2]).toBe('unknown');
  });

  it('answers the file up to 5,000 rows and queues a task beyond, or whenever the caller asks for one', async () => {
    const asked = { deps: { db: t.database.db }, caller: adminCaller, lang: 'en-US' as const };
    const small = replyCatcher();
    expect(await personExport.answer({ ...asked, reply: small.reply }, { from: 1_230, rows: 5_000 })).toBe(
      small.reply,
    );
    const large = replyCatcher();
    const queued = await personExport.answer({ ...asked, reply: large.reply }, { from: 1_230, rows: 5_001 });
    expect(large.sent.body).toBeUndefined();
    expect(queued).toMatchObject({
      code: 0,
      msg: 'This export is large; it is being prepared in the download center',
      data: { taskId: expect.any(Number) },
    });
    const forced = await personExport.answer(
      { ...asked, reply: replyCatcher().reply },
      { from: 1_230 },
      { async: true },
    );
    expect(forced).toMatchObject({ code: 0, data: { taskId: expect.any(Number) } });
    expect((forced as { msg: string }).msg).toMatch(/download center/);
    expect((forced as { msg: string }).msg).not.toBe((queued as { msg: string }).msg);
  });

  it('keeps with the task what it needs to write the same file later: the query, the columns and the time zone', async () => {
    const asked = { deps: { db: t.database.db }, caller: adminCaller, lang: 'zh-HK' as const };
    const { taskId } = await personExport.queue(asked, { from: 1_200 }, { columns: ['id', 'x', 'id'] });
    const [task] = await t.database.db.select().from(reportTasks).where(eq(reportTasks.id, taskId));
    expect(task).toMatchObject({
      kind: 'test.define-export.people',
      lang: 'zh-HK',
      name: '用戶導出',
      params: { query: { from: 1_200, rows: 0 }, columns: ['id', 'x', 'id'], timeZone: 'Asia/Shanghai' },
    });
    const { file } = await finishedFile(taskId);
    const sheet = await sheetOf(file.rawPayload);
    // Unknown and repeated keys are dropped; the header in the task's language.
    expect(sheet.header).toEqual(['用戶編號']);
    expect(sheet.rows.map((r) => r[0])).toEqual(people.slice(1_199).map((p) => p.id));
  });

  it('still runs a task queued with the bare query, reading its owner time zone', async () => {
    const [task] = await t.database.db
      .insert(reportTasks)
      .values({
        name: 'Bare',
        kind: 'test.define-export.people',
        lang: 'en-US',
        createUserId: 1,
        // Held by a live worker (this test), so the runner leaves it alone.
        status: 'RUNNING',
        heartbeatTime: new Date(),
        params: { from: 1_233, rows: 0 },
      })
      .returning();
    if (!task) throw new Error('not inserted');
    const outputPath = path.join(dataDir, 'bare.xlsx');
    const result = await personExport.task({
      db: t.database.db,
      task,
      lang: 'en-US',
      reportProgress: async () => {},
      outputPath,
    });
    expect(result).toMatchObject({ rows: 2, fileName: expect.stringMatching(/^Bare_\d{14}\.xlsx$/) });
  });

  it('refuses a caller without its permission key, whichever route asks', async () => {
    const dispatcher = await loadCaller(t.database.db, hashToken(await t.login('zhang.wei')));
    if (!dispatcher) throw new Error('no caller');
    const asked = { deps: { db: t.database.db }, caller: dispatcher, lang: 'en-US' as const };
    const refusal = personExport.answer({ ...asked, reply: replyCatcher().reply }, { from: 1 });
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({ httpStatus: 403 });
    await expect(personExport.queue(asked, { from: 1 })).rejects.toMatchObject({ httpStatus: 403 });
  });

  it('declares each kind once', () => {
    const twin = () =>
      defineExport({
        kind: 'test.define-export.people',
        permission: 'system:user:export',
        title: 'system.task.userExport',
        query: z.object({}),
        count: async () => 0,
        rows: () => offsetBatches<{ id: number }>({ page: async () => [] }),
        columns: [{ key: 'id', header: 'report.user.userId', value: (r) => r.id }],
      });
    expect(twin).toThrow(/declared twice/);
  });

  it('every declared export is served by an export route that requires its permission key', () => {
    const exportRoutes = t.app.routeAccess.filter((r) => /export/i.test(r.url) && !/pdf/i.test(r.url));
    const declared = [...declaredExports().values()].filter((d) => !d.kind.startsWith('test.'));
    expect(declared.length).toBeGreaterThanOrEqual(exportRoutes.length);
    for (const d of declared) {
      expect(
        exportRoutes.some((r) => r.permissions.includes(d.permission)),
        `${d.kind} (${d.permission})`,
      ).toBe(true);
    }
    // And each export route's key belongs to a declared export: no file leaves through another path.
    for (const route of exportRoutes) {
      expect(
        declared.some((d) => route.permissions.includes(d.permission)),
        `${route.method} ${route.url}`,
      ).toBe(true);
    }
  });
});
