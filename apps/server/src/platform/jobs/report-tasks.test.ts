import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reportTasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitFor } from '../../test/wait-for';
import { AppError } from '../errors';
import { cleanupExpiredTasks, createJobs, exportsDir, type Jobs, registerExportKind } from '.';

let t: TestApp;
let dataDir: string;
let jobs: Jobs | null = null;

/** A second process's worth of jobs on the same database, fast enough for tests. */
function startJobs(options: Parameters<typeof createJobs>[0]['options'] = {}) {
  jobs = createJobs({
    db: t.database.db,
    database: t.database,
    config: { dataDir },
    options: { sweepMs: 300, pollingIntervalSeconds: 0.5, heartbeatMs: 200, ...options },
  });
  return jobs;
}

async function task(id: number) {
  const [row] = await t.database.db.select().from(reportTasks).where(eq(reportTasks.id, id));
  if (!row) throw new Error(`task ${id} missing`);
  return row;
}

async function insertTask(values: Partial<typeof reportTasks.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(reportTasks)
    .values({ name: 'Test', kind: 'test.quick', createUserId: 1, ...values })
    .returning({ id: reportTasks.id });
  if (!row) throw new Error('not inserted');
  return row.id;
}

const settled = (id: number) =>
  waitFor(async () => {
    const row = await task(id);
    return row.status === 'FINISH' || row.status === 'FAIL' ? row : undefined;
  });

// test.slow runs until released, reporting progress (and so noticing a shutdown) every 20 ms.
let released = false;
registerExportKind('test.quick', async ({ outputPath }) => {
  await writeFile(outputPath, 'quick');
  return { rows: 1 };
});
registerExportKind('test.slow', async ({ outputPath, reportProgress }) => {
  for (let i = 0; i < 1000 && !released; i++) {
    await reportProgress(i / 10);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await writeFile(outputPath, 'slow');
  return { rows: 2 };
});
registerExportKind('test.fail', async () => {
  throw new AppError('system.import.empty');
});
registerExportKind('test.crash', async () => {
  throw new Error('secret internals');
});

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tms-jobs-'));
  // The app itself runs without jobs: tasks it creates wait for a worker.
  t = await createTestApp({ jobsEnabled: false, dataDir });
});
afterEach(async () => {
  released = false;
  await jobs?.stop();
  jobs = null;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('background jobs (pg-boss) and report tasks', () => {
  it('a task created while no worker runs waits, then finishes once jobs start', async () => {
    const token = await t.login('admin');
    const { body } = await t.call<{ taskId: number }>('POST', '/api/system/user/export', {
      token,
      body: { deptId: 131 },
    });
    expect(body.code).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await task(body.data.taskId)).status).toBe('WAIT');
    await startJobs().start();
    const row = await settled(body.data.taskId);
    expect(row).toMatchObject({ status: 'FINISH', progress: 100, remark: '共 2 条数据' });
    expect(existsSync(row.filePath ?? '')).toBe(true);
  });

  it('a task left RUNNING by a crashed worker is completed after the jobs restart', async () => {
    const id = await insertTask({
      kind: 'test.quick',
      status: 'RUNNING',
      progress: 37,
      attempts: 1,
      heartbeatTime: new Date(Date.now() - 5 * 60_000),
    });
    await startJobs().start();
    const row = await settled(id);
    expect(row).toMatchObject({ status: 'FINISH', attempts: 2, remark: '共 1 条数据' });
  });

  it('a graceful stop puts the running task back to WAIT, and the next start finishes it', async () => {
    const id = await insertTask({ kind: 'test.slow' });
    const first = startJobs();
    await first.start();
    await waitFor(async () => ((await task(id)).progress > 0 ? true : undefined));
    await first.stop();
    jobs = null;
    expect(await task(id)).toMatchObject({ status: 'WAIT', attempts: 0, progress: 0, heartbeatTime: null });
    released = true;
    await startJobs().start();
    expect(await settled(id)).toMatchObject({ status: 'FINISH', attempts: 1 });
  });

  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL a RUNNING task with a live heartbeat is left to its worker',
    async () => {
      const id = await insertTask({
        kind: 'test.quick',
        status: 'RUNNING',
        attempts: 1,
        heartbeatTime: new Date(),
      });
      await startJobs({ leaseMs: 60_000 }).start();
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // several sweeps
      expect(await task(id)).toMatchObject({ status: 'RUNNING', attempts: 1 });
      // Once the heartbeat is older than the lease, the task is taken over.
      await t.database.db
        .update(reportTasks)
        .set({ heartbeatTime: new Date(Date.now() - 61_000) })
        .where(eq(reportTasks.id, id));
      expect(await settled(id)).toMatchObject({ status: 'FINISH', attempts: 2 });
    },
  );

  it.runIf(!process.env.DATABASE_URL)(
    'on PGlite (one process only) every RUNNING task is an orphan at start, however fresh its heartbeat',
    async () => {
      const id = await insertTask({
        kind: 'test.quick',
        status: 'RUNNING',
        attempts: 1,
        heartbeatTime: new Date(),
      });
      await startJobs({ leaseMs: 60_000 }).start();
      expect(await settled(id)).toMatchObject({ status: 'FINISH', attempts: 2 });
    },
  );

  it('a task that keeps crashing its worker is failed after three attempts', async () => {
    const id = await insertTask({
      kind: 'test.quick',
      lang: 'en-US',
      status: 'RUNNING',
      attempts: 3,
      heartbeatTime: new Date(Date.now() - 5 * 60_000),
    });
    await startJobs().start();
    expect(await settled(id)).toMatchObject({
      status: 'FAIL',
      remark: 'The task was interrupted too many times; please export again',
    });
  });

  it('a failing handler fails the task with a translated remark and never leaks internals', async () => {
    const known = await insertTask({ kind: 'test.fail', lang: 'en-US' });
    const unknown = await insertTask({ kind: 'test.crash', lang: 'zh-HK' });
    const missing = await insertTask({ kind: 'no.such.kind', lang: 'en-US' });
    await startJobs().start();
    expect(await settled(known)).toMatchObject({ status: 'FAIL', remark: 'The import file has no rows' });
    const crashed = await settled(unknown);
    expect(crashed.status).toBe('FAIL');
    expect(crashed.remark).not.toContain('secret');
    expect(await settled(missing)).toMatchObject({
      status: 'FAIL',
      remark: 'Unsupported task type: no.such.kind',
    });
  });

  it('registers the daily retention cleanup with pg-boss', async () => {
    await startJobs().start();
    const { rows } = await t.database.sql.executeSql('select name, cron, timezone from pgboss.schedule');
    expect(rows).toContainEqual({ name: 'report-cleanup', cron: '30 3 * * *', timezone: 'Asia/Shanghai' });
  });

  it('the cleanup removes tasks older than 7 days with their files, and keeps newer ones', async () => {
    const dir = exportsDir({ dataDir });
    mkdirSync(dir, { recursive: true });
    const oldFile = path.join(dir, 'old.xlsx');
    writeFileSync(oldFile, 'x');
    const now = Date.now();
    const old = await insertTask({
      status: 'FINISH',
      filePath: oldFile,
      createTime: new Date(now - 8 * 24 * 3600_000),
    });
    const recent = await insertTask({ status: 'FINISH', createTime: new Date(now - 6 * 24 * 3600_000) });
    // A half-written file of a crashed worker belongs to no task; it goes once old enough.
    const stray = path.join(dir, 'task-99-1-deadbeef.xlsx');
    const fresh = path.join(dir, 'task-98-1-deadbeef.xlsx');
    writeFileSync(stray, 'x');
    writeFileSync(fresh, 'x');
    const eightDaysAgo = new Date(now - 8 * 24 * 3600_000);
    utimesSync(stray, eightDaysAgo, eightDaysAgo);
    const removed = await cleanupExpiredTasks({ db: t.database.db, config: { dataDir } });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(existsSync(oldFile)).toBe(false);
    expect(existsSync(stray)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    const ids = (await t.database.db.select({ id: reportTasks.id }).from(reportTasks)).map((r) => r.id);
    expect(ids).not.toContain(old);
    expect(ids).toContain(recent);
  });
});
