import type PgBoss from 'pg-boss';
import type { Database, Db } from '../db';
import { createPushHub, type PushHub } from '../push';
import { ensureQueue, openBoss } from './boss';
import {
  DEFAULT_JOBS_OPTIONS,
  type JobContext,
  type JobsOptions,
  type ListenerConfig,
  type Logger,
  silentLog,
} from './context';
import { cronDefinitions } from './define-cron';
import { type JobDefinition, jobDefinitions } from './define-job';
import { DELIVERY_QUEUE, deliver, deliveryData, OUTBOX_CHANNEL, relayOutbox } from './outbox';

/**
 * One instance's background work: pg-boss started on the app's database, a worker pool for every
 * defined job, every defined cron scheduled and worked, the outbox relay and its deliveries. Built per
 * app (tests run several in one process, each on its own database); definitions are shared.
 */
export type Jobs = {
  start(): Promise<void>;
  /** Stops taking work, signals running handlers to stop at a safe point, and waits for them. */
  stop(): Promise<void>;
  /** Queues a job (dropped while stopped: work that must survive keeps a row a sweep finds). */
  send<T>(job: JobDefinition<T>, data: T): Promise<void>;
  /** Relays committed outbox events now instead of at the next notification. */
  relayNow(): Promise<void>;
};

export type JobsDeps = {
  db: Db;
  database: Database;
  config: ListenerConfig;
  log?: Logger;
  /** The app's push hub; a hub of its own (reaching no browser) when absent. */
  push?: PushHub;
  options?: Partial<JobsOptions>;
};

export function createJobs(deps: JobsDeps): Jobs {
  const options: JobsOptions = { ...DEFAULT_JOBS_OPTIONS, ...deps.options };
  const log = deps.log ?? silentLog;
  const push = deps.push ?? createPushHub();
  let boss: PgBoss | null = null;
  let closeBoss: (() => void) | null = null;
  let abort = new AbortController();
  let timers: NodeJS.Timeout[] = [];
  let stopListening: (() => Promise<void>) | null = null;
  /** Worker ids per queue, to wake this instance's workers when it queues work itself. */
  const workers = new Map<string, string[]>();
  const running = new Set<Promise<unknown>>();

  const context = (): JobContext => ({
    db: deps.db,
    database: deps.database,
    config: deps.config,
    log,
    push,
    options,
    signal: abort.signal,
  });

  function track<T>(work: Promise<T>): Promise<T> {
    running.add(work);
    return work.finally(() => running.delete(work));
  }

  function wake(queue: string) {
    if (!boss) return;
    for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
  }

  async function work<T>(queue: string, count: number, polling: number, handle: (data: T) => Promise<void>) {
    if (!boss) return;
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      let id = '';
      id = await boss.work<T>(queue, { pollingIntervalSeconds: polling, batchSize: 1 }, async ([job]) => {
        if (!job) return;
        try {
          await track(handle(job.data));
        } finally {
          // A worker that found work looks for more at once: pg-boss otherwise waits its whole polling
          // interval after every job, and a queue of n jobs would take n intervals to drain (the outbox's
          // deliveries, a push among them, would queue behind each other for seconds).
          if (id && boss) boss.notifyWorker(id);
        }
      });
      ids.push(id);
    }
    workers.set(queue, ids);
  }

  async function send<T>(job: JobDefinition<T>, data: T): Promise<void> {
    if (!boss || abort.signal.aborted) return;
    const key = job.keyOf?.(data);
    await boss.send(job.name, data as object, key ? { singletonKey: key } : {});
    wake(job.name);
  }

  async function startJob(job: JobDefinition<unknown>) {
    if (!boss) return;
    await ensureQueue(boss, job.name, {
      policy: job.keyOf ? 'short' : 'standard',
      retryLimit: job.retryLimit ?? 2,
      retryDelay: job.retryDelaySeconds ?? 5,
      retryBackoff: job.retryBackoff ?? true,
      expireInSeconds: job.expireInSeconds ?? 15 * 60,
    });
    const count = typeof job.workers === 'function' ? job.workers(options) : (job.workers ?? 1);
    await work(job.name, count, job.pollingIntervalSeconds ?? options.pollingIntervalSeconds, (raw) =>
      job.run(context(), job.data.parse(raw)),
    );
  }

  async function sweep(job: JobDefinition<unknown>, at: 'start' | 'interval') {
    if (!job.sweep || abort.signal.aborted) return;
    for (const data of await job.sweep(context(), at)) await send(job, data);
  }

  async function startCrons() {
    if (!boss) return;
    for (const cron of cronDefinitions()) {
      await ensureQueue(boss, cron.name, { policy: 'short', retryLimit: 1 });
      await boss.schedule(
        cron.name,
        options.cronSchedules[cron.name] ?? cron.cron,
        {},
        { tz: cron.timeZone ?? 'UTC' },
      );
      await work(cron.name, 1, options.pollingIntervalSeconds, () => cron.run(context()));
    }
  }

  /** One relay at a time per instance; a wake-up during a relay runs it once more afterwards. */
  let relaying: Promise<void> | null = null;
  let relayAgain = false;
  function relay(): Promise<void> {
    if (!boss || abort.signal.aborted) return Promise.resolve();
    if (relaying) {
      relayAgain = true;
      return relaying;
    }
    const current = boss;
    relaying = (async () => {
      do {
        relayAgain = false;
        let taken = 0;
        do {
          taken = await relayOutbox(deps.db, current);
          if (taken > 0) wake(DELIVERY_QUEUE);
        } while (taken > 0 && !abort.signal.aborted);
      } while (relayAgain && !abort.signal.aborted);
    })()
      .catch((err) => log.warn({ err }, 'outbox relay failed; the next one retries'))
      .finally(() => {
        relaying = null;
      });
    return relaying;
  }

  function every(ms: number, task: () => Promise<void>, what: string) {
    const timer = setInterval(() => {
      task().catch((err) => log.warn({ err }, `${what} failed`));
    }, ms);
    timer.unref();
    timers.push(timer);
  }

  return {
    send,
    relayNow: relay,

    async start() {
      if (boss) return;
      abort = new AbortController();
      const opened = openBoss(deps.database, {
        cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds,
        cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds,
      });
      opened.boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
      try {
        await opened.boss.start();
      } catch (err) {
        opened.close();
        throw err;
      }
      boss = opened.boss;
      closeBoss = opened.close;

      const jobs = jobDefinitions();
      for (const job of jobs) await startJob(job);
      await startCrons();
      await ensureQueue(boss, DELIVERY_QUEUE, { policy: 'short' });
      await work(DELIVERY_QUEUE, 1, options.pollingIntervalSeconds, async (raw) =>
        deliver(context(), deliveryData.parse(raw)),
      );

      for (const job of jobs) await sweep(job, 'start');
      for (const job of jobs) {
        if (job.sweep) every(options.sweepMs, () => sweep(job, 'interval'), `${job.name} sweep`);
      }
      stopListening = await deps.database.listen(OUTBOX_CHANNEL, () => void relay());
      every(options.relayMs, relay, 'outbox relay');
      await relay();
      log.info({ database: deps.database.kind }, 'background jobs started');
    },

    async stop() {
      if (!boss) return;
      abort.abort();
      for (const timer of timers) clearInterval(timer);
      timers = [];
      await stopListening?.();
      stopListening = null;
      const current = boss;
      boss = null;
      await relaying;
      // Handlers see the aborted signal at their next safe point (report tasks go back to WAIT).
      await Promise.allSettled([...running]);
      await current.stop({ graceful: true, wait: true, timeout: 5_000 });
      closeBoss?.();
      closeBoss = null;
      workers.clear();
    },
  };
}
