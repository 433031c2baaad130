import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportTasks, roles } from '../../../db/schema';
import { invalidateCallers } from '../../../platform/auth/revocation';
import { createTestApp, type TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/wait-for';
import type { TaskPage } from './list-tasks';

const PAGE = '/api/report-server/async/task/page?current=1&size=99';
const DOWNLOAD = '/api/report-server/async/task/download';

let t: TestApp;
let dataDir: string;
let admin: string;

async function tasksOf(token: string, body: unknown = {}) {
  const { body: page } = await t.call<TaskPage>('POST', PAGE, { token, body });
  return page as unknown as { code: number; msg: string; message: string; data: TaskPage; result: TaskPage };
}

async function finished(token: string, id: number) {
  return waitFor(async () => {
    const record = (await tasksOf(token)).result.records.find((r) => r.id === id);
    return record && (record.status === 'FINISH' || record.status === 'FAIL') ? record : undefined;
  });
}

async function download(token: string, id: number, via: 'body' | 'query' = 'body') {
  return t.app.inject({
    method: 'POST',
    url: via === 'query' ? `${DOWNLOAD}?id=${id}` : DOWNLOAD,
    headers: { authorization: `Bearer ${token}` },
    ...(via === 'body' ? { payload: { id } } : {}),
  });
}

/** The first sheet's rows, each as exceljs gives them (cell values from index 1). */
async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet.getSheetValues().filter(Boolean) as unknown[][];
}

async function insertTask(values: Partial<typeof reportTasks.$inferInsert> & { createUserId: number }) {
  const [row] = await t.database.db
    .insert(reportTasks)
    .values({ name: 'Test', kind: 'system.user.export', ...values })
    .returning({ id: reportTasks.id });
  if (!row) throw new Error('not inserted');
  return row.id;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tms-report-'));
  t = await createTestApp({ jobsEnabled: true, dataDir });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/system/user/export and the download center', () => {
  it('queues a task that a worker finishes into a real xlsx holding exactly the filtered users', async () => {
    const { body } = await t.call<{ taskId: number }>('POST', '/api/system/user/export', {
      token: admin,
      lang: 'en-US',
      body: { deptId: 101, status: '0', userName: '' },
    });
    expect(body.code).toBe(0);
    expect(body.msg).toMatch(/download center/);
    const record = await finished(admin, body.data.taskId);
    expect(record).toMatchObject({
      name: 'User export',
      status: 'FINISH',
      statusDesc: '已完成', // the list speaks the language of the request (zh-CN by default)
      progress: 100,
      remark: '4 rows', // written in the task's language, like its name
      fileUrl: `/api/report-server/async/task/download?id=${body.data.taskId}`,
    });
    expect(record.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const response = await download(admin, body.data.taskId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename\*=UTF-8''User%20export_\d{14}\.xlsx$/,
    );

    const rows = await sheetRows(response.rawPayload);
    // The header is in the task's language (the export was asked for in en-US).
    expect(rows[0]?.slice(1)).toEqual([
      'User ID',
      'Login name',
      'Nickname',
      'Department',
      'Mobile',
      'Email',
      'Status',
      'Created',
    ]);
    const users = rows.slice(1);
    // Department 101 and the departments below it (111, 112).
    expect(users.map((r) => r[2])).toEqual(['zhang.wei', 'li.na', 'wang.fang', 'zhou.carrier']);
    expect(users[0]?.[1]).toBe(2);
    expect(users[0]?.[4]).toBe('上海调度组');
    expect(users[0]?.[5]).toBe('139****0451');
    expect(users[0]?.[7]).toBe('Active');
    expect(users[0]?.[8]).toBeInstanceOf(Date); // a date cell, so Excel sorts and filters it as a date
  });

  it('accepts the id in the query too', async () => {
    const { body } = await t.call<{ taskId: number }>('POST', '/api/system/user/export', {
      token: admin,
      body: { userName: 'chan' },
    });
    await finished(admin, body.data.taskId);
    const response = await download(admin, body.data.taskId, 'query');
    expect(response.statusCode).toBe(200);
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('用户导出_');
  });

  it('refuses to download a task that is not finished, as a JSON error', async () => {
    for (const status of ['WAIT', 'RUNNING', 'FAIL'] as const) {
      const id = await insertTask({ createUserId: 1, status, kind: 'test.never' });
      const response = await download(admin, id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ code: 500, msg: '任务尚未完成，不能下载' });
    }
  });

  it('says the file is missing when a finished task has lost its file', async () => {
    const id = await insertTask({
      createUserId: 1,
      status: 'FINISH',
      filePath: path.join(dataDir, 'exports', 'gone.xlsx'),
    });
    const response = await download(admin, id);
    expect(response.json()).toMatchObject({ code: 500, msg: '文件不存在' });
    // A path outside the exports directory is never served.
    const outside = await insertTask({ createUserId: 1, status: 'FINISH', filePath: '/etc/passwd' });
    expect((await download(admin, outside)).json()).toMatchObject({ code: 500, msg: '文件不存在' });
  });

  it('refuses callers without report:task:download with HTTP 403', async () => {
    // The carrier role without the download button.
    await t.database.db.execute(sql`delete from sys_role_menu where role_id = (select id from sys_role where role_key = 'carrier')
      and menu_id = (select id from sys_menu where perms = 'report:task:download')`);
    await invalidateCallers();
    const carrier = await t.login('zhou.carrier');
    const id = await insertTask({ createUserId: 9, status: 'FINISH' });
    const response = await download(carrier, id);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(403);
  });

  it("keeps another user's tasks invisible and not downloadable, whatever createUserId says", async () => {
    const { body } = await t.call<{ taskId: number }>('POST', '/api/system/user/export', {
      token: admin,
      body: { nickName: '张' },
    });
    await finished(admin, body.data.taskId);
    const dispatcher = await t.login('zhang.wei');
    const own = await insertTask({ createUserId: 2, status: 'WAIT', kind: 'test.never', name: 'Mine' });
    const page = await tasksOf(dispatcher, { createUserId: 1 });
    expect(page.code).toBe(0);
    expect(page.result.records.map((r) => r.id)).toEqual([own]);
    expect(page.data).toEqual(page.result);
    expect(page.result.total).toBe(1);
    const response = await download(dispatcher, body.data.taskId);
    expect(response.json()).toMatchObject({ code: 404 });
  });

  it('asks for the id when neither the body nor the query has it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: DOWNLOAD,
      headers: { authorization: `Bearer ${admin}`, lang: 'en-US' },
      payload: {},
    });
    expect(response.json()).toMatchObject({ code: 400, msg: 'Field id is invalid: Required!' });
  });

  it("exports only the users within the caller's data scope, as the list would show them", async () => {
    // The auditor's read-only role limited to its own department (104: admin and auditor).
    await t.database.db.update(roles).set({ dataScope: '3' }).where(eq(roles.roleKey, 'readonly'));
    await invalidateCallers();
    const auditor = await t.login('auditor');
    const { body } = await t.call<{ taskId: number }>('POST', '/api/system/user/export', {
      token: auditor,
      body: {},
    });
    expect(body.code).toBe(0);
    expect((await finished(auditor, body.data.taskId)).status).toBe('FINISH');
    const response = await download(auditor, body.data.taskId);
    const names = (await sheetRows(response.rawPayload)).slice(1).map((r) => r[2]);
    expect(names).toEqual(['admin', 'auditor']);
  });

  it('refuses the export without system:user:export', async () => {
    const dispatcher = await t.login('zhang.wei');
    const { status } = await t.call('POST', '/api/system/user/export', { token: dispatcher, body: {} });
    expect(status).toBe(403);
  });

  it('validates the filters', async () => {
    const { body } = await t.call('POST', '/api/system/user/export', {
      token: admin,
      body: { status: '7' },
      lang: 'en-US',
    });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('status');
  });

  it('lists newest first with translated status descriptions', async () => {
    // RUNNING with a fresh heartbeat: no worker touches it while the test reads it.
    const running = await insertTask({
      createUserId: 1,
      status: 'RUNNING',
      heartbeatTime: new Date(),
      progress: 40,
    });
    const { body } = await t.call<TaskPage>('POST', PAGE, { token: admin, body: {}, lang: 'zh-HK' });
    const page = body as unknown as { message: string; result: TaskPage };
    expect(page.message).toBe('操作成功');
    const ids = page.result.records.map((r) => r.id);
    expect(ids[0]).toBe(running);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const record = page.result.records[0];
    expect(record).toMatchObject({ status: 'RUNNING', statusDesc: '處理中', progress: 40, fileUrl: null });
    expect(page.result.records.find((r) => r.status === 'FINISH')?.statusDesc).toBe('已完成');
  });

  it('writes the task row the download center reads', async () => {
    const [row] = await t.database.db.select().from(reportTasks).where(eq(reportTasks.name, 'User export'));
    expect(row).toMatchObject({ kind: 'system.user.export', lang: 'en-US', status: 'FINISH', attempts: 1 });
    expect(row?.filePath?.startsWith(path.join(dataDir, 'exports'))).toBe(true);
    expect(row?.params).toMatchObject({
      query: { filter: { deptId: 101, status: '0' }, caller: { userId: '1' } },
      timeZone: 'Asia/Shanghai',
    });
  });
});
