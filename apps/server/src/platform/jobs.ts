import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Lang, resolveLang } from '@tms/domain';
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../config';
import { reportTasks } from '../db/schema';
import type { Database, Db } from './db';
import { AppError } from './errors';
import { t } from './i18n';

/**
 * Durable background jobs (pg-boss 10), on PostgreSQL and on the embedded PGlite alike.
 *
 * The report_task row is the source of truth; pg-boss carries the work to a worker. A worker claims a
 * task with one conditional UPDATE (WAIT, or RUNNING with a stale heartbeat) that also bumps
 * `attempts`; `attempts` is then the worker's fencing token, so a worker that lost its lease can no
 * longer write. A sweep (at start and every `sweepMs`) re-sends every WAIT task and every RUNNING
 * task whose heartbeat is older than the lease, so a task left behind by a crash, by a lost send or
 * by an instance running with jobs off is picked up again. pg-boss's 'short' policy keeps one queued
 * job per task, and the claim makes a duplicate harmless. A graceful stop puts running tasks back to
 * WAIT. On PGlite only one process can open the data directory, so at start every RUNNING task is
 * an orphan and is re-queued at once; on PostgreSQL other instances may be alive, so the lease decides.
 * Tasks older than `retentionDays` are deleted with their files by a daily pg-boss cron job.
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

/** One handler per task kind (e.g. 'system.user.export'); areas register theirs at import time. */
export function registerExportKind(kind: string, handler: ExportHandler): void {
  handlers.set(kind, handler);
}

export type Jobs = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Queues a WAIT task for a worker (the sweep would find it anyway; this makes it prompt). */
  enqueueExport(taskId: number): Promise<void>;
};

type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type JobsOptions = {
  /** A RUNNING task whose heartbeat is older than this is taken to be orphaned. */
  leaseMs: number;
  heartbeatMs: number;
  sweepMs: number;
  pollingIntervalSeconds: number;
  /** Export workers in this process. */
  workers: number;
  maxAttempts: number;
  retentionDays: number;
  /** Cron for the retention cleanup, in `cleanupTimeZone`. */
  cleanupCron: string;
  cleanupTimeZone: string;
};

export type JobsDeps = {
  db: Db;
  database: Database;
  config: Pick<AppConfig, 'dataDir'>;
  log?: Logger;
  options?: Partial<JobsOptions>;
};

const DEFAULTS: JobsOptions = {
  leaseMs: 60_000,
  heartbeatMs: 10_000,
  sweepMs: 30_000,
  pollingIntervalSeconds: 2,
  workers: 1,
  maxAttempts: 3,
  retentionDays: 7,
  cleanupCron: '30 3 * * *',
  cleanupTimeZone: 'Asia/Shanghai',
};

const EXPORT_QUEUE = 'report-export';
const CLEANUP_QUEUE = 'report-cleanup';
const BOSS_SCHEMA = 'pgboss';

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

const silentLog: Logger = { info() {}, warn() {}, error() {} };

/** pg-boss's `db` option on PGlite: its queries go through the shared PGlite client. */
function bossDbAdapter(database: Database) {
  let open = true;
  return {
    adapter: {
      async executeSql(text: string, values?: unknown[]) {
        // After stop a worker loop may still be mid-poll; answer empty instead of touching a closed client.
        if (!open) return { rows: [] };
        return database.sql.executeSql(text, values);
      },
    },
    close() {
      open = false;
    },
  };
}

export function createJobs(deps: JobsDeps): Jobs {
  const options: JobsOptions = { ...DEFAULTS, ...deps.options };
  const log = deps.log ?? silentLog;
  const { db, database } = deps;
  const dir = exportsDir(deps.config);
  let boss: PgBoss | null = null;
  let closeAdapter: (() => void) | null = null;
  let sweepTimer: NodeJS.Timeout | null = null;
  let stopping = false;
  let workerIds: string[] = [];
  const running = new Set<Promise<void>>();

  const leaseInterval = sql`now() - make_interval(secs => ${options.leaseMs / 1000})`;
  const claimable = or(
    eq(reportTasks.status, 'WAIT'),
    and(
      eq(reportTasks.status, 'RUNNING'),
      or(isNull(reportTasks.heartbeatTime), lt(reportTasks.heartbeatTime, leaseInterval)),
    ),
  );

  async function send(taskId: number): Promise<void> {
    if (!boss || stopping) return;
    await boss.send(EXPORT_QUEUE, { taskId }, { singletonKey: `task:${taskId}` });
    for (const id of workerIds) boss.notifyWorker(id);
  }

  async function sweep(): Promise<void> {
    if (stopping) return;
    const rows = await db
      .select({ id: reportTasks.id })
      .from(reportTasks)
      .where(claimable)
      .orderBy(reportTasks.id)
      .limit(500);
    for (const row of rows) await send(row.id);
  }

  async function claim(taskId: number): Promise<ReportTask | undefined> {
    const [task] = await db
      .update(reportTasks)
      .set({
        status: 'RUNNING',
        attempts: sql`${reportTasks.attempts} + 1`,
        heartbeatTime: sql`now()`,
        progress: 0,
        rowsWritten: 0,
      })
      .where(and(eq(reportTasks.id, taskId), claimable))
      .returning();
    return task;
  }

  /** Updates a task this worker still owns; false when another worker took it over. */
  async function updateOwned(task: ReportTask, values: TaskUpdate) {
    const rows = await db
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
  }

  async function runExport(taskId: number): Promise<void> {
    if (stopping) return;
    const task = await claim(taskId);
    if (!task) return; // finished, failed, deleted, or held by a live worker
    const lang = resolveLang(task.lang);
    if (task.attempts > options.maxAttempts) {
      await updateOwned(task, {
        status: 'FAIL',
        remark: t(lang, 'report.task.interrupted'),
        finishTime: new Date(),
        heartbeatTime: null,
      });
      return;
    }
    await mkdir(dir, { recursive: true });
    const outputPath = path.join(dir, `task-${task.id}-${task.attempts}-${randomUUID().slice(0, 8)}.xlsx`);
    let lastPct = -1;
    let leaseLost = false;
    const beat = setInterval(() => {
      updateOwned(task, { heartbeatTime: sql`now()` })
        .then((owned) => {
          if (!owned) leaseLost = true;
        })
        .catch((err) => log.warn({ err, taskId }, 'report task heartbeat failed'));
    }, options.heartbeatMs);
    beat.unref();

    const reportProgress: ExportContext['reportProgress'] = async (pct, rows) => {
      if (stopping) throw new StopRequested('shutdown');
      if (leaseLost) throw new StopRequested('lease-lost');
      const value = Math.max(0, Math.min(99, Math.floor(pct)));
      if (value === lastPct) return;
      lastPct = value;
      const owned = await updateOwned(task, {
        progress: value,
        heartbeatTime: sql`now()`,
        ...(rows ? { rowsWritten: rows.written } : {}),
        ...(rows?.total !== undefined ? { rowsTotal: rows.total } : {}),
      });
      if (!owned) {
        leaseLost = true;
        throw new StopRequested('lease-lost');
      }
    };

    try {
      const handler = handlers.get(task.kind);
      if (!handler) throw new AppError('report.task.unknownKind', { params: { kind: task.kind } });
      const result = await handler({ db, task, lang, reportProgress, outputPath });
      const finished = await updateOwned(task, {
        status: 'FINISH',
        progress: 100,
        ...(result?.rows !== undefined ? { rowsWritten: result.rows } : {}),
        filePath: outputPath,
        fileName: result?.fileName ?? defaultFileName(task),
        remark: result?.rows !== undefined ? t(lang, 'report.task.rows', { count: result.rows }) : null,
        finishTime: new Date(),
        heartbeatTime: null,
      });
      if (!finished) await rm(outputPath, { force: true });
    } catch (err) {
      await rm(outputPath, { force: true }).catch(() => undefined);
      if (err instanceof StopRequested) {
        if (err.message === 'shutdown') {
          // Not the task's fault: back to the queue without spending an attempt.
          await updateOwned(task, {
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
      await updateOwned(task, { status: 'FAIL', remark, finishTime: new Date(), heartbeatTime: null });
    } finally {
      clearInterval(beat);
    }
  }

  function track(work: Promise<void>): Promise<void> {
    running.add(work);
    return work.finally(() => running.delete(work));
  }

  async function createQueue(name: string, queueOptions: Omit<PgBoss.Queue, 'name'>) {
    if (!boss) return;
    try {
      await boss.createQueue(name, { name, ...queueOptions });
    } catch (err) {
      // Two instances starting together may race to create the same queue.
      if (!String((err as Error).message).includes('already exists')) throw err;
    }
  }

  return {
    async start() {
      if (boss) return;
      stopping = false;
      await mkdir(dir, { recursive: true });
      if (database.kind === 'pglite') {
        const { adapter, close } = bossDbAdapter(database);
        closeAdapter = close;
        boss = new PgBoss({ db: adapter, schema: BOSS_SCHEMA });
      } else {
        if (!database.url) throw new Error('jobs on PostgreSQL need the connection string');
        boss = new PgBoss({ connectionString: database.url, schema: BOSS_SCHEMA, max: 4 });
      }
      boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
      try {
        await boss.start();
      } catch (err) {
        boss = null;
        throw err;
      }
      await createQueue(EXPORT_QUEUE, {
        policy: 'short',
        retryLimit: 0,
        expireInSeconds: 3600,
      });
      await createQueue(CLEANUP_QUEUE, { policy: 'short', retryLimit: 1 });
      await boss.schedule(CLEANUP_QUEUE, options.cleanupCron, {}, { tz: options.cleanupTimeZone });

      if (database.kind === 'pglite') {
        // Only this process can have the PGlite data directory open: any RUNNING task is an orphan.
        await db
          .update(reportTasks)
          .set({ status: 'WAIT', heartbeatTime: null, progress: 0 })
          .where(eq(reportTasks.status, 'RUNNING'));
      }

      workerIds = [];
      for (let i = 0; i < options.workers; i++) {
        workerIds.push(
          await boss.work<{ taskId: number }>(
            EXPORT_QUEUE,
            { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 },
            async ([job]) => {
              if (job) await track(runExport(Number(job.data.taskId)));
            },
          ),
        );
      }
      await boss.work(CLEANUP_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
        const removed = await cleanupExpiredTasks(deps, { retentionDays: options.retentionDays });
        if (removed > 0) log.info({ removed }, 'expired report tasks removed');
      });

      await sweep();
      sweepTimer = setInterval(() => {
        sweep().catch((err) => log.warn({ err }, 'report task sweep failed'));
      }, options.sweepMs);
      sweepTimer.unref();
      log.info({ database: database.kind }, 'background jobs started');
    },

    async stop() {
      if (!boss) return;
      stopping = true;
      if (sweepTimer) clearInterval(sweepTimer);
      sweepTimer = null;
      const current = boss;
      boss = null;
      // Handlers notice `stopping` at their next progress report and put their task back to WAIT.
      await Promise.allSettled([...running]);
      await current.stop({ graceful: true, wait: true, timeout: 5_000 });
      closeAdapter?.();
      closeAdapter = null;
      workerIds = [];
    },

    async enqueueExport(taskId) {
      // The task row is already durable: a failed send only delays it until the next sweep.
      await send(taskId).catch((err) => log.warn({ err, taskId }, 'report task not queued; the sweep will'));
    },
  };
}

function defaultFileName(task: ReportTask): string {
  const stamp = task.createTime.toISOString().slice(0, 19).replace(/\D/g, '');
  return `${task.name}_${stamp}.xlsx`;
}

/** Deletes report tasks (and their files) created more than `retentionDays` ago. Returns how many. */
export async function cleanupExpiredTasks(
  deps: Pick<JobsDeps, 'db' | 'config'>,
  { retentionDays = DEFAULTS.retentionDays, now = new Date() }: { retentionDays?: number; now?: Date } = {},
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
