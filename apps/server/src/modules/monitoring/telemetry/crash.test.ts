import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryReadings, vehicles } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * A server killed with SIGKILL while devices post batches: every batch it acknowledged is stored
 * (the answer is sent after the commit). PostgreSQL only: the second server shares the database.
 */
const databaseUrl = process.env.DATABASE_URL;
const serverRoot = path.resolve(import.meta.dirname, '../../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function untilUp(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

describe.skipIf(!databaseUrl)('ingest survives kill -9 (PostgreSQL)', () => {
  let t: TestApp;
  let server: ChildProcess | undefined;
  let url = '';
  let key = '';

  beforeAll(async () => {
    t = await createTestApp();
    const [carrier] = await t.database.db.select({ carrierId: vehicles.carrierId }).from(vehicles).limit(1);
    await t.database.db.insert(vehicles).values({
      uuid: 'crash-v',
      carrierId: carrier?.carrierId ?? 'cr',
      code: 'CRASH-V',
      plateNumber: 'CRASH-V',
      deviceNumber: 'CRASH-DEV',
    });
    const admin = await t.login('admin');
    key = (await t.call<{ key: string }>('POST', '/api/base/vehicle/deviceKey/crash-v', { token: admin }))
      .body.data.key;
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn('npx', ['tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: t.config.databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        TMS_JOBS: 'off',
        TMS_CAPTCHA: 'off',
        TMS_WEB_DIST: '/nonexistent',
        TMS_RATE_LIMIT: '100000',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
      // Its own process group, so the kill reaches the server under npx and tsx.
      detached: true,
    });
    await untilUp(`${url}/api/auth/publicConfig`, 60_000);
  }, 90_000);

  afterAll(async () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await t?.close();
  });

  it('keeps every reading of every acknowledged batch', async () => {
    const base = Date.now() - 60 * 60_000;
    const acknowledged: number[] = [];
    let batch = 0;
    const sender = async () => {
      for (;;) {
        const n = batch++;
        const times = Array.from({ length: 200 }, (_, i) => base + n * 200 + i);
        try {
          const response = await fetch(`${url}/api/telemetry/readings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-device-key': key },
            body: JSON.stringify({
              readings: times.map((time) => ({ deviceNo: 'CRASH-DEV', time, speed: 1 })),
            }),
          });
          const body = (await response.json()) as { code: number; data: { stored: number } };
          if (body.code === 0) acknowledged.push(...times);
        } catch {
          return; // the server is gone
        }
      }
    };
    const senders = [sender(), sender(), sender()];
    while (acknowledged.length < 3_000) await new Promise((r) => setTimeout(r, 20));
    process.kill(-(server?.pid as number), 'SIGKILL');
    await Promise.all(senders);
    const stored = new Set(
      (
        await t.database.db
          .select({ time: telemetryReadings.time })
          .from(telemetryReadings)
          .where(eq(telemetryReadings.deviceNo, 'CRASH-DEV'))
      ).map((r) => r.time.getTime()),
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(3_000);
    expect(acknowledged.filter((time) => !stored.has(time))).toEqual([]);
  }, 60_000);
});
