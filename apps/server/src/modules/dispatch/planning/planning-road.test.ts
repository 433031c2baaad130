import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations } from '../../../db/schema';
import { DAY, insertModels, insertStations, insertWaybill, shClient } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { PlanningStatus } from './schemas';

/** A road engine answering every drive as 9 km and 12 minutes (OSRM's table: metres and seconds). */
let engine: Server;
let engineUrl: string;
let asked = 0;

beforeAll(async () => {
  engine = createServer((req, res) => {
    asked += 1;
    const coordinates = (req.url ?? '').split('/').at(-1)?.split('?')[0]?.split(';') ?? [];
    const n = coordinates.length;
    const table = (value: number) =>
      Array.from({ length: n }, (_, a) => Array.from({ length: n }, (_, b) => (a === b ? 0 : value)));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 'Ok', durations: table(720), distances: table(9000) }));
  });
  await new Promise<void>((resolve) => engine.listen(0, '127.0.0.1', resolve));
  engineUrl = `http://127.0.0.1:${(engine.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => engine.close(resolve));
});

async function planOnce(t: TestApp, prefix: string) {
  const zhang = await t.login('zhang.wei');
  const client = await shClient(t.database.db);
  const S = await insertStations(t.database.db, prefix, client);
  const M = await insertModels(t.database.db, prefix);
  // Positions around Shanghai, so the engine is asked.
  for (const [i, id] of [S.P1, S.D1, S.D2].entries()) {
    await t.database.db
      .update(stations)
      .set({ latitude: String(31.2 + i / 100), longitude: String(121.4 + i / 100) })
      .where(eq(stations.uuid, id));
  }
  const ids: string[] = [];
  for (const [i, to] of [S.D1, S.D2].entries()) {
    const id = await insertWaybill(t.database.db, `${prefix.toUpperCase()}${i}`, S.P1, to, {
      clientId: client,
    });
    await t.call('POST', '/api/order/waybill/handmade', { token: zhang, body: { idList: [id] } });
    ids.push(id);
  }
  const started = await t.call<{ jobId: string }>('POST', '/api/order/waybill/planning', {
    token: zhang,
    lang: 'en-US',
    body: {
      idList: ids,
      planDate: DAY,
      startTime: '06:00',
      vehicleModels: [{ vehicleModelId: M.COLD, count: 2 }],
      timeLimitSeconds: 1,
    },
  });
  expect(started.body.code).toBe(0);
  for (let i = 0; i < 200; i++) {
    const { body } = await t.call<PlanningStatus>(
      'GET',
      `/api/order/waybill/planning/${started.body.data.jobId}`,
      {
        token: zhang,
        lang: 'en-US',
      },
    );
    if (body.data.status !== 'RUNNING') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('planning did not finish');
}

describe('planning on a road engine', () => {
  it('plans with the engine’s drive times and distances; every stop keeps the planned times', async () => {
    const t = await createTestApp({ routing: { engine: 'osrm', url: engineUrl, profile: 'driving' } });
    try {
      const done = await planOnce(t, 'rd');
      expect(done.status).toBe('DONE');
      expect(done.travelSource).toBe('road');
      expect(done.notices).toBeUndefined();
      expect(asked).toBeGreaterThan(0);
      const line = done.lines?.[0];
      expect(line?.stopList.every((s) => s.pinned)).toBe(true);
      // Every leg, the way back included, is the engine's 9 km.
      const legs = (line?.stopList.length ?? 0) - 1 + 1;
      expect(line?.distanceKm).toBeCloseTo(9 * legs, 5);
    } finally {
      await t.close();
    }
  });

  it('an engine that does not answer: the plan runs on estimates and says so', async () => {
    const t = await createTestApp({
      routing: { engine: 'osrm', url: 'http://127.0.0.1:1', profile: 'truck' },
    });
    try {
      const done = await planOnce(t, 're');
      expect(done.status).toBe('DONE');
      expect(done.travelSource).toBe('estimate');
      expect(done.notices).toEqual([expect.stringContaining('straight-line estimates')]);
      expect(done.lines?.length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
