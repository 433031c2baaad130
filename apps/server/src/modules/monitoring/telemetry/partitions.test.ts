import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { maintainPartitions, readingPartitions } from './partitions';

const DAY = 86_400_000;
let t: TestApp;
const now = Date.now();
const today = Math.floor(now / DAY) * DAY;
const name = (ms: number) =>
  `telemetry_reading_p${new Date(ms).toISOString().slice(0, 10).replaceAll('-', '')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const insertAt = (time: number, deviceNo = 'PART-DEV') =>
  t.database.sql.executeSql(
    `insert into telemetry_reading (device_no, vehicle_id, time) values ($1, 'v', $2)`,
    [deviceNo, new Date(time).toISOString()],
  );
/** This test's own readings in a partition (the demo seed's trips have readings of their own). */
const countIn = async (table: string) =>
  Number(
    (
      (
        await t.database.sql.executeSql(
          `select count(*)::int as n from ${table} where device_no like 'PART-%'`,
          [],
        )
      ).rows[0] as { n: number }
    ).n,
  );

describe('reading partitions', () => {
  it('makes today\u2019s partition and the next seven days\u2019, once', async () => {
    const first = await maintainPartitions(t.database.sql, { now, retentionDays: 400 });
    expect(first.created).toEqual(Array.from({ length: 8 }, (_, d) => name(today + d * DAY)));
    expect((await maintainPartitions(t.database.sql, { now, retentionDays: 400 })).created).toEqual([]);
    await insertAt(now);
    expect(await countIn(name(today))).toBe(1);
  });

  it('moves what the default partition already holds of a day into that day\u2019s new partition', async () => {
    const later = today + 10 * DAY + 3_600_000;
    await insertAt(later);
    expect(await countIn('telemetry_reading_default')).toBe(1);
    const { created } = await maintainPartitions(t.database.sql, { now, retentionDays: 400, daysAhead: 10 });
    expect(created).toEqual([name(today + 8 * DAY), name(today + 9 * DAY), name(today + 10 * DAY)]);
    expect(await countIn('telemetry_reading_default')).toBe(0);
    expect(await countIn(name(today + 10 * DAY))).toBe(1);
  });

  it('drops the partitions past the retention, and the default partition\u2019s rows as old', async () => {
    const old = today - 401 * DAY;
    await maintainPartitions(t.database.sql, { now: old, retentionDays: 400, daysAhead: 0 });
    await insertAt(old + 1000);
    await insertAt(today - 402 * DAY, 'PART-OLD');
    expect(await readingPartitions(t.database.sql)).toContain(name(old));
    const { dropped } = await maintainPartitions(t.database.sql, { now, retentionDays: 400 });
    expect(dropped).toEqual([name(old)]);
    expect(await readingPartitions(t.database.sql)).not.toContain(name(old));
    const left = await t.database.sql.executeSql(`select device_no from telemetry_reading where time < $1`, [
      new Date(today - 399 * DAY).toISOString(),
    ]);
    expect(left.rows).toEqual([]);
  });
});
