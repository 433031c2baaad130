import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { type Database, openDatabase } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { redisKeyStore } from '../../../platform/kv';
import {
  DAY,
  insertModels,
  insertStations,
  insertWaybill,
  messageOf,
  shClient,
} from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/wait-for';
import {
  jobKey,
  KEEP_MS,
  memoryJobStore,
  type PlanningJob,
  type PlanningJobStore,
  redisJobStore,
  STALE_FAILURE,
  STALE_MS,
} from './planning-job-store';
import {
  cancelPlanningJob,
  findPlanningJob,
  planningJobs,
  runningJobs,
  startPlanningJob,
} from './planning-jobs';
import type { PlanningStatus } from './schemas';
import type { WorkerRequest } from './solve-in-worker';

/**
 * Planning jobs seen from every process: the store's rules (in memory, and in Redis when it answers),
 * Redis down, and two app instances on one PostgreSQL and one Redis, where a job started on A is
 * followed and cancelled on B.
 */
const databaseUrl = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}
const redisUp = await redisAnswers(REDIS_URL);

let made = 0;
const running = (ownerId: number, now = Date.now()): PlanningJob => {
  made += 1;
  return {
    id: `00000000-0000-4000-8000-${String(Date.now() % 1e6).padStart(6, '0')}${String(made).padStart(6, '0')}`,
    ownerId,
    status: 'RUNNING',
    progress: 0,
    startedAt: now,
    timeLimitMs: 10_000,
    updatedAt: now,
  };
};

let client: Redis | undefined;
const stores: [string, () => PlanningJobStore][] = [['memory', () => memoryJobStore]];
if (redisUp) stores.push(['Redis', () => redisJobStore(client as Redis)]);

describe.each(stores)('the job store (%s)', (name, storeOf) => {
  let store: PlanningJobStore;
  beforeAll(() => {
    if (name === 'Redis') client = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
    store = storeOf();
  });
  afterAll(() => {
    if (name === 'Redis') client?.disconnect();
  });

  it("a cancel answered CANCELLED stays so: the owner's later writes are refused", async () => {
    const job = running(7);
    await store.create(job);
    expect(await store.update({ ...job, progress: 40 })).toBe(true);
    expect(await store.cancel(8, job.id)).toBeNull();
    expect(await store.cancel(7, job.id)).toMatchObject({ status: 'CANCELLED', progress: 40 });
    // The plan finished in the same instant on the owner: too late.
    expect(await store.update({ ...job, status: 'DONE', progress: 100 })).toBe(false);
    expect(await store.read(job.id)).toMatchObject({ status: 'CANCELLED', progress: 40, ownerId: 7 });
  });

  it('a finished job stays as it is when cancelled', async () => {
    const job = running(7);
    await store.create(job);
    expect(await store.update({ ...job, status: 'FAILED', failure: 'boom' })).toBe(true);
    expect(await store.cancel(7, job.id)).toMatchObject({ status: 'FAILED', failure: 'boom' });
    expect(await store.update({ ...job, progress: 50 })).toBe(false);
  });

  it('a running job its process stopped writing reads FAILED; an unknown one not at all', async () => {
    const job = running(7);
    await store.create(job);
    expect((await store.read(job.id, job.updatedAt + STALE_MS - 1))?.status).toBe('RUNNING');
    expect(await store.read(job.id, job.updatedAt + STALE_MS + 1)).toMatchObject({
      status: 'FAILED',
      failure: STALE_FAILURE,
    });
    expect(await store.read(running(7).id)).toBeNull();
  });

  it.runIf(name === 'Redis')('a job is kept 15 minutes after its last write', async () => {
    const job = running(7);
    await store.create(job);
    const ttl = await (client as Redis).pttl(jobKey(job.id));
    expect(ttl).toBeGreaterThan(KEEP_MS - 5_000);
    expect(ttl).toBeLessThanOrEqual(KEEP_MS);
  });
});

describe('Redis unreachable', () => {
  it('start, read and cancel fail at once with a translated error; nothing is left running', async () => {
    const keys = redisKeyStore('redis://127.0.0.1:1');
    const jobs = planningJobs(keys);
    const unavailable = expect.objectContaining({ key: 'waybill.planning.unavailable' });
    const began = Date.now();
    try {
      const request = { problem: {}, seed: 1, timeLimitMs: 1000 } as unknown as WorkerRequest;
      const failed = await startPlanningJob(jobs, {
        ownerId: 1,
        request,
        finish: () => {
          throw new Error('never started');
        },
      }).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(AppError);
      expect(failed).toEqual(unavailable);
      expect(runningJobs(jobs)).toBe(0);
      const id = running(1).id;
      await expect(findPlanningJob(jobs, 1, id)).rejects.toEqual(unavailable);
      await expect(cancelPlanningJob(jobs, 1, id)).rejects.toEqual(unavailable);
      expect(Date.now() - began).toBeLessThan(3_000);
    } finally {
      await keys.close();
    }
  });
});

describe.skipIf(!databaseUrl)('planning jobs across two instances (PostgreSQL and Redis)', () => {
  let a: TestApp;
  let b: { app: FastifyInstance; database: Database; closed: boolean } | undefined;
  let zhang: string;
  let li: string;
  let ids: string[];
  let model: string;
  let seed = 0;

  const on = async <T>(
    app: FastifyInstance,
    method: 'GET' | 'POST',
    url: string,
    token: string,
    body?: unknown,
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, lang: 'en-US' },
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    });
    return response.json() as { code: number; msg: string; data: T };
  };
  const A = () => a.app;
  const B = () => b?.app as FastifyInstance;
  // A seed of its own per start: the repeat guard refuses the same body twice within 5 s.
  const start = (app: FastifyInstance, timeLimitSeconds: number) => {
    seed += 1;
    return on<{ jobId: string }>(app, 'POST', '/api/order/waybill/planning', zhang, {
      idList: ids,
      planDate: DAY,
      startTime: '06:00',
      vehicleModels: [{ vehicleModelId: model, count: 3 }],
      timeLimitSeconds,
      seed,
    });
  };
  const read = (app: FastifyInstance, jobId: string, token = zhang) =>
    on<PlanningStatus>(app, 'GET', `/api/order/waybill/planning/${jobId}`, token);
  const cancel = (app: FastifyInstance, jobId: string, token = zhang) =>
    on<PlanningStatus>(app, 'POST', `/api/order/waybill/planning/${jobId}/cancel`, token);

  beforeAll(async () => {
    a = await createTestApp({ redisUrl: REDIS_URL });
    const database = await openDatabase({ url: a.config.databaseUrl });
    const app = await buildApp({ database, config: { ...a.config, redisUrl: REDIS_URL }, logger: false });
    await app.ready();
    b = { app, database, closed: false };
    zhang = await a.login('zhang.wei');
    li = await a.login('li.na');
    const db = a.database.db;
    const clientId = await shClient(db);
    const S = await insertStations(db, 'pj', clientId);
    model = (await insertModels(db, 'pj')).COLD;
    ids = [];
    for (const [i, to] of [S.D1, S.D2, S.D1].entries()) {
      const id = await insertWaybill(db, `PJ${i}`, S.P1, to, { clientId });
      const taken = await a.call('POST', '/api/order/waybill/handmade', {
        token: zhang,
        body: { idList: [id] },
      });
      if (taken.body.code !== 0) throw new Error(taken.body.msg);
      ids.push(id);
    }
  }, 60_000);

  afterAll(async () => {
    if (b && !b.closed) await b.app.close();
    await b?.database.close();
    await a?.close();
  });

  it('a job started on A is followed on B, and ends there as on A', async () => {
    const started = await start(A(), 2);
    expect(started.code).toBe(0);
    const jobId = started.data.jobId;
    expect((await read(B(), jobId)).data).toMatchObject({ jobId, status: 'RUNNING' });
    const done = await waitFor(async () => {
      const { data } = await read(B(), jobId);
      return data.status === 'RUNNING' ? undefined : data;
    });
    expect(done).toMatchObject({ status: 'DONE', progress: 100 });
    expect([...(done.lines ?? []).flatMap((l) => l.waybillIdList)].sort()).toEqual([...ids].sort());
    expect((await read(A(), jobId)).data).toEqual(done);
    // Someone else's job does not exist, on either instance.
    expect((await read(B(), jobId, li)).code).toBe(404);
    expect((await cancel(B(), jobId, li)).code).toBe(404);
    // A finished job stays as it is.
    expect((await cancel(B(), jobId)).data.status).toBe('DONE');
  });

  it('cancelled on B, the jobs stop on A within about a second; the limit is per process', async () => {
    const first = (await start(A(), 60)).data.jobId;
    const second = (await start(A(), 60)).data.jobId;
    const full = await start(A(), 60);
    expect(full.msg).toMatch(messageOf('waybill.planning.busy'));
    // B runs its own solvers beside A's.
    const onB = await start(B(), 60);
    expect(onB.code).toBe(0);

    const cancelled = Date.now();
    expect((await cancel(B(), first)).data.status).toBe('CANCELLED');
    expect((await cancel(B(), second)).data.status).toBe('CANCELLED');
    // A terminated both threads: it takes two new jobs again.
    const again = await waitFor(
      async () => {
        const answer = await start(A(), 60);
        return answer.code === 0 ? answer.data.jobId : undefined;
      },
      { timeoutMs: 3_000, everyMs: 100 },
    );
    expect(Date.now() - cancelled).toBeLessThan(1_500);
    // A's next writes did not bring them back.
    await new Promise((resolve) => setTimeout(resolve, 700));
    for (const jobId of [first, second]) {
      expect((await read(A(), jobId)).data.status).toBe('CANCELLED');
      expect((await read(B(), jobId)).data.status).toBe('CANCELLED');
    }
    // Cancelled where it runs: at once.
    expect((await cancel(A(), again)).data.status).toBe('CANCELLED');
    expect((await read(B(), again)).data.status).toBe('CANCELLED');
    expect((await cancel(A(), onB.data.jobId)).data.status).toBe('CANCELLED');
  });

  it('an instance that closes leaves its running job FAILED, not RUNNING', async () => {
    const started = await start(B(), 60);
    expect(started.code).toBe(0);
    if (b) {
      b.closed = true;
      await b.app.close();
    }
    const { data } = await read(A(), started.data.jobId);
    expect(data.status).toBe('FAILED');
    expect(data.failure).toMatch(/the server stopped/);
  });
});
