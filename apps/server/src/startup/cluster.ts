import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from '../config';
import { openDatabase } from '../platform/db';
import { serve } from './serve';

/** Which worker this process is (0 for a single process): set by the primary for each process it forks. */
const WORKER_INDEX = 'TMS_WORKER_INDEX';

/**
 * The primary of several API processes on one port (node:cluster hands each new connection to one of them).
 * It serves nothing itself: it forks the workers, forks a replacement for one that dies, and stops them all on
 * SIGINT/SIGTERM. Answers once every worker listens.
 */
export async function startWorkers(count: number): Promise<void> {
  let stopping = false;
  const fork = (index: number, onListening?: () => void): Worker => {
    const worker = cluster.fork({ [WORKER_INDEX]: String(index) });
    let listened = false;
    worker.once('listening', () => {
      listened = true;
      onListening?.();
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      if (!listened) {
        // It never came up: another would fail the same way, so the start fails with its message above.
        process.stderr.write(`worker ${index} could not start (${signal ?? code})\n`);
        stop();
        process.exitCode = 1;
        return;
      }
      process.stderr.write(
        `worker ${index} (pid ${worker.process.pid}) stopped (${signal ?? code}); starting another\n`,
      );
      setTimeout(() => fork(index), 1_000);
    });
    return worker;
  };
  const listening = Array.from(
    { length: count },
    (_, index) => new Promise<void>((resolve) => fork(index, resolve)),
  );
  function stop() {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const exitWhenNoneLeft = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
    };
    cluster.on('exit', exitWhenNoneLeft);
    exitWhenNoneLeft();
  }
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await Promise.all(listening);
}

/**
 * One worker of several: the primary has migrated and seeded the database already. Every worker serves the API
 * and runs background jobs (pg-boss gives each job and each cron tick to one of them); what must run once per
 * deployment rather than once per job — the demo's trip simulator and the MQTT subscription, which would
 * otherwise take every reading once per worker — runs in the first worker only.
 */
export async function serveAsWorker(config: AppConfig): Promise<void> {
  const first = (process.env[WORKER_INDEX] ?? '0') === '0';
  const own: AppConfig = first ? config : { ...config, simulatorEnabled: false, mqttUrl: undefined };
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await serve(own, database);
}
