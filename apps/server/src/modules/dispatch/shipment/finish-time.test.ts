import { addDispatchMinutes } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentStops, shipments, users } from '../../../db/schema';
import { formatDateTime } from '../../../platform/format-time';
import { at, CENTER, insertStations, insertWaybill, shClient } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * Finish records the actual completion time: it is refused in the future (beyond two minutes of clock
 * skew), earlier than the shipment's actual departure (atd, recorded at ship in the user's time zone), or
 * earlier than a stop's actual time, and while the stops' actual times are out of order.
 */
let t: TestApp;
let zhang: string;
let zone: string;
let client: string;
let S: Awaited<ReturnType<typeof insertStations>>;
let n = 0;

/** The user's wall clock now, shifted by `minutes` (the reading atd and factTime are compared in). */
const wallClock = (minutes = 0) => addDispatchMinutes(formatDateTime(new Date(), zone), minutes) as string;

/** An in-transit shipment of dc-sh that left at `atd`, with one waybill and stops P1 -> D1. */
async function inTransit(atd: string | null, stopTimes: { ata?: string; atd?: string }[] = []) {
  n += 1;
  const code = `FT${String(n).padStart(4, '0')}`;
  const uuid = `sh-${code.toLowerCase()}`;
  const db = t.database.db;
  await db.insert(shipments).values({ uuid, shipmentCode: code, status: 'T', dispatchCenterId: CENTER, atd });
  await insertWaybill(db, `W${code}`, S.P1, S.D1, { clientId: client, status: 'T', shipmentId: uuid });
  await db.insert(shipmentStops).values(
    [S.P1, S.D1].map((stationId, i) => ({
      shipmentId: uuid,
      stationId,
      sequence: i + 1,
      type: i === 0 ? 'P' : 'D',
      eta: at('06:00'),
      etd: at('06:30'),
      ata: stopTimes[i]?.ata ?? null,
      atd: stopTimes[i]?.atd ?? null,
    })),
  );
  return { uuid, code };
}

const finish = (ids: string[], factTime: string) =>
  t.call(
    'POST',
    `/api/shipment/shipment/finish?ids=${ids.join(',')}&factTime=${encodeURIComponent(factTime)}`,
    {
      token: zhang,
      lang: 'en-US',
    },
  );

async function rowOf(uuid: string) {
  const [row] = await t.database.db.select().from(shipments).where(eq(shipments.uuid, uuid));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  const [user] = await t.database.db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.userName, 'zhang.wei'));
  zone = user?.timeZone ?? 'Asia/Shanghai';
  client = await shClient(t.database.db);
  S = await insertStations(t.database.db, 'ft', client);
});
afterAll(async () => {
  await t.close();
});

describe('the actual completion time', () => {
  it('is refused six hours before the actual departure, naming both times', async () => {
    const left = wallClock(-60);
    const s = await inTransit(left);
    const early = addDispatchMinutes(left, -6 * 60) as string;
    const res = await finish([s.uuid], early);
    expect(res.body).toMatchObject({
      code: 500,
      msg: `The actual completion time ${early} of dispatch order ${s.code} is earlier than its actual departure ${left}`,
    });
    expect(await rowOf(s.uuid)).toMatchObject({ status: 'T', ata: null });
  });

  it('is refused in the future', async () => {
    const s = await inTransit(wallClock(-60));
    const later = wallClock(60);
    const res = await finish([s.uuid], later);
    expect(res.body.code).toBe(500);
    expect(res.body.msg).toMatch(
      new RegExp(`^The actual completion time ${later} of dispatch order ${s.code} is in the future`),
    );
    expect((await rowOf(s.uuid))?.status).toBe('T');
  });

  it('is accepted between the departure and now, and a minute ahead of the clock (skew)', async () => {
    const s = await inTransit(wallClock(-60));
    const time = wallClock(-30);
    expect((await finish([s.uuid], time)).body.code).toBe(0);
    expect(await rowOf(s.uuid)).toMatchObject({ status: 'F', ata: time });
    const skewed = await inTransit(wallClock(-60));
    expect((await finish([skewed.uuid], wallClock(1))).body.code).toBe(0);
  });

  it('refuses a whole batch when one shipment’s time is before its departure', async () => {
    const a = await inTransit(wallClock(-120));
    const b = await inTransit(wallClock(-10));
    const res = await finish([a.uuid, b.uuid], wallClock(-60));
    expect(res.body.msg).toContain(`dispatch order ${b.code} is earlier than its actual departure`);
    expect((await rowOf(a.uuid))?.status).toBe('T');
  });

  it('is refused earlier than the actual time recorded at a stop', async () => {
    const s = await inTransit(wallClock(-120), [{ atd: wallClock(-120) }, { ata: wallClock(-20) }]);
    const res = await finish([s.uuid], wallClock(-40));
    expect(res.body.msg).toMatch(/is earlier than the actual time .+ at stop ft D1$/);
  });

  it('is refused while the stops’ actual times are out of order', async () => {
    const leftP1 = wallClock(-30);
    const reachedD1 = wallClock(-90);
    const s = await inTransit(wallClock(-120), [{ atd: leftP1 }, { ata: reachedD1 }]);
    const res = await finish([s.uuid], wallClock(-5));
    expect(res.body.msg).toBe(
      `Dispatch order ${s.code}, stop ft D1: the actual time ${reachedD1} is earlier than the actual time ` +
        `${leftP1} at the previous stop ft P1`,
    );
    expect((await rowOf(s.uuid))?.status).toBe('T');
  });
});
