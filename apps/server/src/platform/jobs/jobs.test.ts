import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { outboxDeliveries, outboxEvents, shipments } from '../../db/schema';
import { CENTER } from '../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitFor } from '../../test/wait-for';
import { type Database, openDatabase } from '../db';
import {
  createJobs,
  type DomainEvent,
  defineCron,
  defineJob,
  defineListener,
  emit,
  forgetCron,
  forgetJob,
  forgetListener,
  type Jobs,
} from '.';

/**
 * The jobs layer on the test's database: jobs, crons, the outbox and its listeners. The cases with two
 * instances run on PostgreSQL (two pools, two pg-boss instances on one database, as two servers would);
 * PGlite is one process by nature.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const FAST = {
  pollingIntervalSeconds: 0.5,
  relayMs: 300,
  sweepMs: 300,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
};

let t: TestApp;
let dataDir: string;
let second: Database | undefined;
const started: Jobs[] = [];

/** One instance's background work over `database` (the test app's, or a second pool on the same one). */
async function instance(database: Database = t.database): Promise<Jobs> {
  const jobs = createJobs({ db: database.db, database, config: { dataDir }, options: FAST });
  started.push(jobs);
  await jobs.start();
  return jobs;
}

async function secondDatabase(): Promise<Database> {
  second ??= await openDatabase({ url: t.config.databaseUrl });
  return second;
}

const label = (db: unknown) => (db === t.database.db ? 'A' : 'B');

// What the test definitions saw, per run of this file.
const echoed: { n: number; by: string }[] = [];
const ticks: { minute: number; by: string }[] = [];
const heard = new Map<number, string[]>();
let failuresLeft = new Map<number, number>();

const echo = defineJob<{ n: number }>({
  name: 'test-echo',
  data: z.object({ n: z.number() }),
  async run(ctx, { n }) {
    echoed.push({ n, by: label(ctx.db) });
  },
});
defineCron({
  name: 'test-tick',
  cron: '* * * * *',
  async run() {},
});
defineListener({
  name: 'test-hear',
  on: ['shipment.transitioned'],
  retryDelaySeconds: 1,
  retryBackoff: false,
  async run(ctx, event) {
    const left = failuresLeft.get(event.id) ?? 0;
    heard.set(event.id, [...(heard.get(event.id) ?? []), left > 0 ? 'failed' : 'done']);
    if (left > 0) {
      failuresLeft.set(event.id, left - 1);
      throw new Error('listener down for a moment');
    }
    // A write through the delivery's transaction commits with it.
    await ctx.tx.execute(sql`select 1`);
  },
});

const transitioned = (code: string): DomainEvent => ({
  type: 'shipment.transitioned',
  payload: {
    shipmentId: `sh-${code}`,
    shipmentCode: code,
    action: 'cancel',
    fromStatus: 'O',
    toStatus: 'X',
    by: 'test',
  },
});

async function emitted(...codes: string[]): Promise<number[]> {
  await t.database.db.transaction(async (tx) => emit(tx, ...codes.map(transitioned)));
  const rows = await t.database.db
    .select({ id: outboxEvents.id, payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(eq(outboxEvents.type, 'shipment.transitioned'));
  return rows.filter((r) => codes.includes(String(r.payload.shipmentCode))).map((r) => r.id);
}

/** This file's listener's deliveries of an event (the areas' own listeners hear it too). */
async function deliveriesOf(eventId: number) {
  return t.database.db
    .select()
    .from(outboxDeliveries)
    .where(and(eq(outboxDeliveries.eventId, eventId), eq(outboxDeliveries.listener, 'test-hear')));
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tms-jobs-layer-'));
  t = await createTestApp({ jobsEnabled: false, dataDir });
});
afterEach(async () => {
  for (const jobs of started.splice(0)) await jobs.stop();
});
afterAll(async () => {
  forgetJob('test-echo');
  forgetCron('test-tick');
  forgetListener('test-hear');
  await second?.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('defineJob', () => {
  it('runs a sent job once on a worker', async () => {
    const jobs = await instance();
    await jobs.send(echo, { n: 7 });
    await waitFor(async () => (echoed.some((e) => e.n === 7) ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(echoed.filter((e) => e.n === 7)).toHaveLength(1);
  });

  it('drains a queue without waiting its polling interval between jobs', async () => {
    // Five events of one commit wake the deliveries once. A worker polling every 30 s that waited after
    // each job would need minutes for their deliveries; it needs moments.
    const jobs = createJobs({
      db: t.database.db,
      database: t.database,
      config: { dataDir },
      options: { ...FAST, pollingIntervalSeconds: 30 },
    });
    started.push(jobs);
    await jobs.start();
    const codes = Array.from({ length: 5 }, (_, i) => `OB-DRAIN-${i}`);
    await t.database.db.transaction(async (tx) => emit(tx, ...codes.map(transitioned)));
    const mine = (
      await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'shipment.transitioned'))
    )
      .filter((r) => codes.includes(String(r.payload.shipmentCode)))
      .map((r) => r.id);
    expect(mine).toHaveLength(5);
    await waitFor(async () => (mine.every((id) => heard.get(id)?.includes('done')) ? true : undefined), {
      timeoutMs: 20_000,
    });
  });

  it.runIf(onPostgres)('hands each job to one worker across two instances', async () => {
    const a = await instance();
    await instance(await secondDatabase());
    for (let n = 100; n < 120; n++) await a.send(echo, { n });
    await waitFor(async () => (echoed.filter((e) => e.n >= 100).length >= 20 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const runs = echoed.filter((e) => e.n >= 100).map((e) => e.n);
    expect(runs.sort()).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
  });
});

describe('defineCron', () => {
  it('schedules every defined cron with pg-boss, in its time zone', async () => {
    await instance();
    const { rows } = await t.database.sql.executeSql('select name, cron, timezone from pgboss.schedule');
    expect(rows).toContainEqual({ name: 'test-tick', cron: '* * * * *', timezone: 'UTC' });
    expect(rows).toContainEqual({ name: 'order-pool-hold-sweep', cron: '*/5 * * * *', timezone: 'UTC' });
    expect(rows).toContainEqual({ name: 'outbox-cleanup', cron: '45 3 * * *', timezone: 'Asia/Shanghai' });
  });

  it.runIf(onPostgres)(
    'runs once per tick across two instances',
    async () => {
      // A cron of its own: an earlier instance in this file may have taken this minute's test-tick.
      defineCron({
        name: 'test-tick-two',
        cron: '* * * * *',
        async run(ctx) {
          ticks.push({ minute: Math.floor(Date.now() / 60_000), by: label(ctx.db) });
        },
      });
      try {
        await instance();
        await instance(await secondDatabase());
        await waitFor(async () => (ticks.length > 0 ? true : undefined));
        // Both instances look for due crons every second: give them several chances to run it twice.
        await new Promise((resolve) => setTimeout(resolve, 4_000));
        // One job per tick (a tick's job is created in its minute; a second instance's copy would be
        // too), and each job run once: counted by the minute a job was created in, not the minute it
        // ran in (a tick taken late runs in the next minute).
        const { rows } = await t.database.sql.executeSql(
          "select date_trunc('minute', created_on) as tick, count(*)::int as n from pgboss.job where name = 'test-tick-two' group by 1",
        );
        const jobs = rows as { n: number }[];
        expect(jobs.every((row) => row.n === 1)).toBe(true);
        expect(ticks.length).toBe(jobs.length);
      } finally {
        forgetCron('test-tick-two');
      }
    },
    30_000,
  );
});

describe('the outbox', () => {
  it('delivers an event emitted in a committed transaction to its listener once', async () => {
    await instance();
    const [id] = await emitted('OB1');
    if (!id) throw new Error('not emitted');
    await waitFor(async () => ((await deliveriesOf(id)).length > 0 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(heard.get(id)).toEqual(['done']);
    const [event] = await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
    expect(event?.relayTime).not.toBeNull();
  });

  it('writes nothing for a transaction that rolls back', async () => {
    const before = await t.database.db.select({ id: outboxEvents.id }).from(outboxEvents);
    await expect(
      t.database.db.transaction(async (tx) => {
        await emit(tx, transitioned('OB-ROLLBACK'));
        throw new Error('the use case failed');
      }),
    ).rejects.toThrow('the use case failed');
    const after = await t.database.db.select({ id: outboxEvents.id }).from(outboxEvents);
    expect(after).toHaveLength(before.length);
  });

  it('keeps an event emitted while no instance runs jobs, and delivers it once one starts', async () => {
    const [id] = await emitted('OB2');
    if (!id) throw new Error('not emitted');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard.get(id)).toBeUndefined();
    await instance();
    await waitFor(async () => ((await deliveriesOf(id)).length > 0 ? true : undefined));
    expect(heard.get(id)).toEqual(['done']);
  });

  it('retries a listener that fails, and the event is delivered once it succeeds', async () => {
    await instance();
    failuresLeft = new Map();
    const [id] = await t.database.db.transaction(async (tx) => {
      await emit(tx, transitioned('OB3'));
      return tx
        .select({ id: outboxEvents.id })
        .from(outboxEvents)
        .where(sql`${outboxEvents.payload}->>'shipmentCode' = 'OB3'`)
        .then((rows) => rows.map((r) => r.id));
    });
    if (!id) throw new Error('not emitted');
    failuresLeft.set(id, 2);
    await waitFor(async () => ((await deliveriesOf(id)).length > 0 ? true : undefined), {
      timeoutMs: 20_000,
    });
    expect(heard.get(id)).toEqual(['failed', 'failed', 'done']);
    expect(await deliveriesOf(id)).toHaveLength(1);
  });

  it('does not run a listener again when the same event is delivered again', async () => {
    const jobs = await instance();
    const [id] = await emitted('OB4');
    if (!id) throw new Error('not emitted');
    await waitFor(async () => ((await deliveriesOf(id)).length > 0 ? true : undefined));
    // As if the relay had lost its acknowledgement: the event is queued for its listeners again.
    await t.database.db.update(outboxEvents).set({ relayTime: null }).where(eq(outboxEvents.id, id));
    await jobs.relayNow();
    const key = `${id}:test-hear`;
    await waitFor(async () => {
      const { rows } = await t.database.sql.executeSql(
        "select count(*)::int as n from pgboss.job where name = 'outbox-delivery' and singleton_key = $1 and state = 'completed'",
        [key],
      );
      return (rows[0] as { n: number }).n >= 2 ? true : undefined;
    });
    expect(heard.get(id)).toEqual(['done']);
    expect(await deliveriesOf(id)).toHaveLength(1);
  });

  it.runIf(onPostgres)('runs a listener once per event across two instances', async () => {
    await instance();
    await instance(await secondDatabase());
    const codes = Array.from({ length: 30 }, (_, i) => `OB-TWO-${i}`);
    // Separate commits, so both relays are woken many times.
    for (const code of codes) await t.database.db.transaction(async (tx) => emit(tx, transitioned(code)));
    const mine = (
      await t.database.db
        .select({ id: outboxEvents.id, payload: outboxEvents.payload })
        .from(outboxEvents)
        .where(eq(outboxEvents.type, 'shipment.transitioned'))
    )
      .filter((r) => codes.includes(String(r.payload.shipmentCode)))
      .map((r) => r.id);
    expect(mine).toHaveLength(30);
    await waitFor(async () => (mine.every((id) => heard.get(id)?.includes('done')) ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mine.map((id) => heard.get(id))).toEqual(mine.map(() => ['done']));
  });
});

describe('emitters', () => {
  it('a shipment action emits one shipment.transitioned per shipment in its transaction', async () => {
    const token = await t.login('zhang.wei');
    await t.database.db.insert(shipments).values(
      ['EV1', 'EV2'].map((code) => ({
        uuid: `sh-${code.toLowerCase()}`,
        shipmentCode: code,
        status: 'O',
        dispatchCenterId: CENTER,
        stationNum: 2,
        totalWeight: '100',
        totalVolume: '1',
      })),
    );
    const done = await t.call('POST', '/api/shipment/shipment/cancel', {
      token,
      body: { ids: ['sh-ev1', 'sh-ev2'] },
    });
    expect(done.body.code).toBe(0);
    const refused = await t.call('POST', '/api/shipment/shipment/cancel', {
      token,
      body: { ids: ['sh-ev1'] },
    });
    expect(refused.body.code).not.toBe(0);
    const events = (
      await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'shipment.transitioned'))
    ).filter((e) => String(e.payload.shipmentCode).startsWith('EV'));
    // One event per shipment; the order they were written in is not part of the rule.
    const payloads = events
      .map((e) => e.payload)
      .sort((a, b) => String(a.shipmentId).localeCompare(String(b.shipmentId)));
    expect(payloads).toEqual([
      expect.objectContaining({ shipmentId: 'sh-ev1', action: 'cancel', fromStatus: 'O', by: 'zhang.wei' }),
      expect.objectContaining({ shipmentId: 'sh-ev2', action: 'cancel', fromStatus: 'O', by: 'zhang.wei' }),
    ]);
    const [status] = await t.database.db
      .select({ status: shipments.status })
      .from(shipments)
      .where(eq(shipments.uuid, 'sh-ev1'));
    expect(events[0]?.payload.toStatus).toBe(status?.status);
  });
});
