import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Lang, resolveLang } from '@tms/domain';
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { reportTasks } from '../../db/schema';
import type { Db, DbOrTx } from '../db';
import { AppError } from '../errors';
import { t } from '../i18n';
import type { JobContext } from './context';
import { defineCron } from './define-cron';
import { defineJob } from './define-job';
import { emit } from './outbox';

/**
 * Download-center exports, one user of the jobs layer. The report_task row is the source of truth; the
 * job only carries its id to a worker. A worker claims a task with one conditional UPDATE (WAIT, or
 * RUNNING with a stale heartbeat) that also bumps `attempts`; `attempts` is then the worker's fencing
 * token, so a worker that lost its lease can no longer write. The job's sweep (at start and every
 * `sweepMs`) re-sends every WAIT task and every RUNNING task whose heartbeat is older than the lease, so
 * a task left behind by a crash, by a lost send or by an instance running with jobs off is picked up
 * again; one queued job per task, and the claim makes a duplicate harmless. A stop puts running tasks
 * back to WAIT. On PGlite only one process can open the data directory, so at start every RUNNING task
 * is an orphan and is re-queued at once; on PostgreSQL other instances may be alive, so the lease
 * decides. The final state is written with a report.task.finished event (the download center's push);
 * progress goes to the owner's open tabs directly, as it is worth nothing once stale.
 */

export type ReportTask = typeof reportTasks.$inferSelect;
type TaskInsert = typeof reportTasks.$inferInsert;
type TaskUpdate = { [K in keyof TaskInsert]?: TaskInsert[K] | SQL };

export type ExportContext = {
  db: Db;
  task: ReportTask;
  lang: Lang;
  /**
   * 0..100, with the rows written so far and the rows expected when known; also renews the lease.
   * Throws when the task must stop (shutdown or lease lost).
   */
  reportProgress(pct: number, rows?: { written: number; total?: number }): Promise<void>;
  /** Where the handler writes the file (the directory exists). */
  outputPath: string;
};
/** Writes the task's file; may return the row count (shown as the task's remark) and a file name. */
export type ExportHandler = (ctx: ExportContext) => Promise<{ rows?: number; fileName?: string } | undefined>;

const handlers = new Map<string, ExportHandler>();

/**
 * One handler per task kind (e.g. 'system.user.export'). Exports are declared with the reporting area's
 * defineExport, which registers each kind's handler when its module is imported; the runner knows no
 * area.
 */
export function registerExportKind(kind: string, handler: ExportHandler): void {
  handlers.set(kind, handler);
}

/** Where export files live: `<dataDir>/exports/`. */
export function exportsDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'exports');
}

class StopRequested extends Error {
  constructor(reason: 'shutdown' | 'lease-lost') {
    super(reason);
    this.name = 'StopRequested';
  }
}

const claimable = (leaseMs: number) =>
  or(
    eq(reportTasks.status, 'WAIT'),
    and(
      eq(reportTasks.status, 'RUNNING'),
      or(
        isNull(reportTasks.heartbeatTime),
        lt(reportTasks.heartbeatTime, sql`now() - make_interval(secs => ${leaseMs / 1000})`),
      ),
    ),
  );

/** The queue of export tasks: one job per task id, no pg-boss retries (the task counts its attempts). */
export const reportExportJob = defineJob<{ taskId: number }>({
  name: 'report-export',
  data: z.object({ taskId: z.coerce.number().int() }),
  keyOf: ({ taskId }) => `task:${taskId}`,
  retryLimit: 0,
  expireInSeconds: 3600,
  workers: (options) => options.workers,
  run: (ctx, { taskId }) => runExport(ctx, taskId),
  async sweep(ctx, at) {
    if (at === 'start') {
      await mkdir(exportsDir(ctx.config), { recursive: true });
      if (ctx.database.kind === 'pglite') {
        // Only this process can have the PGlite data directory open: any RUNNING task is an orphan.
        await ctx.db
          .update(reportTasks)
          .set({ status: 'WAIT', heartbeatTime: null, progress: 0 })
          .where(eq(reportTasks.status, 'RUNNING'));
      }
    }
    const rows = await ctx.db
      .select({ id: reportTasks.id })
      .from(reportTasks)
      .where(claimable(ctx.options.leaseMs))
      .orderBy(reportTasks.id)
      .limit(500);
    return rows.map((row) => ({ taskId: row.id }));
  },
});

/** Tasks older than the retention go with their files, every day at 03:30 Shanghai time. */
defineCron({
  name: 'report-cleanup',
  cron: '30 3 * * *',
  timeZone: 'Asia/Shanghai',
  async run(ctx) {
    const removed = await cleanupExpiredTasks(ctx, { retentionDays: ctx.options.retentionDays });
    if (removed > 0) ctx.log.info({ removed }, 'expired report tasks removed');
  },
});

async function runExport(ctx: JobContext, taskId: number): Promise<void> {
  const { db, options, log, push, signal } = ctx;
  if (signal.aborted) return;
  const [claimed] = await db
    .update(reportTasks)
    .set({
      status: 'RUNNING',
      attempts: sql`${reportTasks.attempts} + 1`,
      heartbeatTime: sql`now()`,
      progress: 0,
      rowsWritten: 0,
    })
    .where(and(eq(reportTasks.id, taskId), claimable(options.leaseMs)))
    .returning();
  if (!claimed) return; // finished, failed, deleted, or held by a live worker
  const task = claimed;
  const lang = resolveLang(task.lang);

  /** Updates the task while this worker still owns it; false when another worker took it over. */
  const updateOwned = async (values: TaskUpdate, tx: DbOrTx = db) => {
    const rows = await tx
      .update(reportTasks)
      .set(values)
      .where(
        and(
          eq(reportTasks.id, task.id),
          eq(reportTasks.status, 'RUNNING'),
          eq(reportTasks.attempts, task.attempts),
        ),
      )
      .returning({ id: reportTasks.id });
    return rows.length > 0;
  };
  /** The final state and its event, in one transaction. */
  const finish = (status: 'FINISH' | 'FAIL', values: TaskUpdate) =>
    db.transaction(async (tx) => {
      const owned = await updateOwned({ ...values, status, finishTime: new Date(), heartbeatTime: null }, tx);
      if (owned) {
        await emit(tx, {
          type: 'report.task.finished',
          payload: { taskId: task.id, userId: task.createUserId, kind: task.kind, status },
        });
      }
      return owned;
    });
  const tellOwner = (progress: number, rows?: { written: number; total?: number }) =>
    push
      .toUsers([task.createUserId], {
        type: 'report.task.progress',
        data: {
          id: task.id,
          status: 'RUNNING',
          progress,
          rowsWritten: rows?.written ?? 0,
          rowsTotal: rows?.total ?? null,
        },
      })
      .catch((err) => log.warn({ err, taskId }, 'report task progress not pushed'));

  if (task.attempts > options.maxAttempts) {
    await finish('FAIL', { remark: t(lang, 'report.task.interrupted') });
    return;
  }
  await tellOwner(0);
  const dir = exportsDir(ctx.config);
  await mkdir(dir, { recursive: true });
  const outputPath = path.join(dir, `task-${task.id}-${task.attempts}-${randomUUID().slice(0, 8)}.xlsx`);
  let lastPct = -1;
  let leaseLost = false;
  const beat = setInterval(() => {
    updateOwned({ heartbeatTime: sql`now()` })
      .then((owned) => {
        if (!owned) leaseLost = true;
      })
      .catch((err) => log.warn({ err, taskId }, 'report task heartbeat failed'));
  }, options.heartbeatMs);
  beat.unref();

  const reportProgress: ExportContext['reportProgress'] = async (pct, rows) => {
    if (signal.aborted) throw new StopRequested('shutdown');
    if (leaseLost) throw new StopRequested('lease-lost');
    const value = Math.max(0, Math.min(99, Math.floor(pct)));
    if (value === lastPct) return;
    lastPct = value;
    const owned = await updateOwned({
      progress: value,
      heartbeatTime: sql`now()`,
      ...(rows ? { rowsWritten: rows.written } : {}),
      ...(rows?.total !== undefined ? { rowsTotal: rows.total } : {}),
    });
    if (!owned) {
      leaseLost = true;
      throw new StopRequested('lease-lost');
    }
    await tellOwner(value, rows);
  };

  try {
    const handler = handlers.get(task.kind);
    if (!handler) throw new AppError('report.task.unknownKind', { params: { kind: task.kind } });
    const result = await handler({ db, task, lang, reportProgress, outputPath });
    const finished = await finish('FINISH', {
      progress: 100,
      ...(result?.rows !== undefined ? { rowsWritten: result.rows } : {}),
      filePath: outputPath,
      fileName: result?.fileName ?? defaultFileName(task),
      remark: result?.rows !== undefined ? t(lang, 'report.task.rows', { count: result.rows }) : null,
    });
    if (!finished) await rm(outputPath, { force: true });
  } catch (err) {
    await rm(outputPath, { force: true }).catch(() => undefined);
    if (err instanceof StopRequested) {
      if (err.message === 'shutdown') {
        // Not the task's fault: back to the queue without spending an attempt.
        await updateOwned({
          status: 'WAIT',
          progress: 0,
          heartbeatTime: null,
          attempts: sql`${reportTasks.attempts} - 1`,
        });
      }
      return;
    }
    log.error({ err, taskId: task.id, kind: task.kind }, 'report task failed');
    const remark = err instanceof AppError ? t(lang, err.key, err.params) : t(lang, 'common.systemError');
    await finish('FAIL', { remark });
  } finally {
    clearInterval(beat);
  }
}

function defaultFileName(task: ReportTask): string {
  const stamp = task.createTime.toISOString().slice(0, 19).replace(/\D/g, '');
  return `${task.name}_${stamp}.xlsx`;
}

/** Deletes report tasks (and their files) created more than `retentionDays` ago. Returns how many. */
export async function cleanupExpiredTasks(
  deps: { db: Db; config: Pick<AppConfig, 'dataDir'> },
  { retentionDays = 7, now = new Date() }: { retentionDays?: number; now?: Date } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 3600 * 1000);
  await removeStaleFiles(exportsDir(deps.config), cutoff);
  const expired = await deps.db
    .select({ id: reportTasks.id, filePath: reportTasks.filePath })
    .from(reportTasks)
    .where(lt(reportTasks.createTime, cutoff));
  if (expired.length === 0) return 0;
  const root = path.resolve(exportsDir(deps.config));
  for (const task of expired) {
    // Only files inside the exports directory are ever removed.
    if (task.filePath && path.resolve(task.filePath).startsWith(root + path.sep)) {
      await rm(task.filePath, { force: true });
    }
  }
  await deps.db.delete(reportTasks).where(
    inArray(
      reportTasks.id,
      expired.map((task) => task.id),
    ),
  );
  return expired.length;
}

/** Files a crashed worker left half-written belong to no task: they go once older than the retention. */
async function removeStaleFiles(dir: string, cutoff: Date): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && info.mtime < cutoff) await rm(file, { force: true });
  }
}
