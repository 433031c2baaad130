/**
 * The live push's delay across instances: two push hubs on one Redis (two server instances), 200 open
 * tabs on the second, messages sent through the first to one user at a time; each delivery's delay
 * from send to the tab is measured. Budget: p99 within 1 s. REDIS_URL (default redis://127.0.0.1:6379),
 * BENCH_MESSAGES (default 1,000).
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { Redis } from 'ioredis';
import { createPushHub } from '../src/platform/push';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000);
const USERS = 50;
const TABS_PER_USER = 4;
const BUDGET_MS = 1_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function main() {
  const prefix = `bench:push:${randomUUID().slice(0, 8)}`;
  const redisA = new Redis(REDIS_URL);
  const redisB = new Redis(REDIS_URL);
  const sender = createPushHub({ redis: redisA, prefix });
  const receiver = createPushHub({ redis: redisB, prefix });
  await sender.start();
  await receiver.start();
  const sentAt = new Map<string, number>();
  const delays: number[] = [];
  let expected = 0;
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  for (let user = 1; user <= USERS; user++) {
    for (let tab = 0; tab < TABS_PER_USER; tab++) {
      receiver.subscribe(
        user,
        ({ message }) => {
          const key = String((message.data as { id: string }).id);
          const at = sentAt.get(key);
          if (at !== undefined) delays.push(performance.now() - at);
          if (delays.length === expected) done();
        },
        () => undefined,
      );
    }
  }
  expected = MESSAGES * TABS_PER_USER;
  for (let i = 0; i < MESSAGES; i++) {
    const id = `m${i}`;
    sentAt.set(id, performance.now());
    await sender.toUsers([1 + (i % USERS)], { type: 'message.received', data: { id, type: 'NOTICE' } });
    // A steady stream, not one burst: about 500 messages a second.
    if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  const sorted = [...delays].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  process.stdout.write(
    `push across two instances (Redis): ${delays.length}/${expected} deliveries to ${USERS * TABS_PER_USER} tabs, ` +
      `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms ` +
      `(budget p99 ${BUDGET_MS} ms: ${p99 <= BUDGET_MS ? 'within' : 'MISSED'}); load average ${loadavg()[0]?.toFixed(1)}\n`,
  );
  await sender.stop();
  await receiver.stop();
  const keys = await redisA.keys(`${prefix}*`);
  if (keys.length > 0) await redisA.del(...keys);
  redisA.disconnect();
  redisB.disconnect();
  if (delays.length !== expected) process.exitCode = 1;
}

await main();
