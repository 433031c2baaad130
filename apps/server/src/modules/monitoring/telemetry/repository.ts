import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { telemetryDeviceKeys, telemetryReadings, vehicles } from '../../../db/schema';
import type { Database, DbOrTx, SqlExecutor } from '../../../platform/db';

/** A reading as stored: one row of telemetry_reading (times in epoch milliseconds). */
export type ReadingRow = {
  deviceNo: string;
  vehicleId: string;
  shipmentId: string | null;
  time: number;
  lat: number | null;
  lon: number | null;
  speedKmh: number | null;
  heading: number | null;
  temps: readonly (number | null)[];
  doorOpen: boolean | null;
  ignition: boolean | null;
  odometerKm: number | null;
};

/** What one insert found new: the device and time of each row it stored. */
export type StoredKey = { deviceNo: string; time: number };

export type DeviceVehicle = {
  vehicleId: string;
  deviceNo: string;
  enabled: boolean;
  /** The shipment in transit on the vehicle (the most recently changed when it has several). */
  shipmentId: string | null;
};

/**
 * The live vehicles carrying these device numbers (removed vehicles never match), each with the shipment
 * it carries in transit: one round trip per batch.
 */
export async function vehiclesByDevice(
  sqlExec: SqlExecutor,
  deviceNos: readonly string[],
): Promise<DeviceVehicle[]> {
  if (deviceNos.length === 0) return [];
  const { rows } = await sqlExec.executeSql(
    `with v as (select uuid, device_number, enable_flag from base_vehicle
                 where device_number = any($1::text[]) and del_flag = '0')
     select v.uuid as "vehicleId", v.device_number as "deviceNo", v.enable_flag = 'Y' as enabled,
            s.uuid as "shipmentId"
       from v left join (select distinct on (vehicle_id) vehicle_id, uuid from shipment_shipment
                          where status = 'T' and del_flag = '0' and vehicle_id in (select uuid from v)
                          order by vehicle_id, update_time desc nulls last) s on s.vehicle_id = v.uuid`,
    [[...deviceNos]],
  );
  return rows as DeviceVehicle[];
}

export async function vehicleOfKeyHash(db: DbOrTx, keyHash: string): Promise<string | null> {
  const [row] = await db
    .select({ vehicleId: telemetryDeviceKeys.vehicleId })
    .from(telemetryDeviceKeys)
    .where(eq(telemetryDeviceKeys.keyHash, keyHash))
    .limit(1);
  return row?.vehicleId ?? null;
}

/** One key per vehicle: a new one replaces the old, which stops working at once. */
export async function replaceDeviceKey(
  db: DbOrTx,
  input: { vehicleId: string; keyHash: string; keyHint: string; by: string },
): Promise<void> {
  const now = new Date();
  await db
    .insert(telemetryDeviceKeys)
    .values({ ...input, createBy: input.by, createTime: now, updateBy: input.by, updateTime: now })
    .onConflictDoUpdate({
      target: telemetryDeviceKeys.vehicleId,
      set: { keyHash: input.keyHash, keyHint: input.keyHint, updateBy: input.by, updateTime: now },
    });
}

const COLUMNS =
  'device_no, vehicle_id, shipment_id, time, lat, lon, speed_kmh, heading, temp1, temp2, temp3, temp4, door_open, ignition, odometer_km';

/** Rows per statement on PGlite: small enough that one statement never holds the API for long. */
export const PGLITE_CHUNK = 1_000;

/**
 * Stores readings, keeping a repeated one (same device, same time) out, and answers the keys stored now.
 * PostgreSQL: COPY, straight into the table when the batch repeats nothing stored, else into a
 * per-connection staging table and then one INSERT … ON CONFLICT DO NOTHING, in one transaction. PGlite: one unnest insert per chunk, yielding between chunks so other requests get a turn.
 */
export async function storeReadings(database: Database, rows: readonly ReadingRow[]): Promise<StoredKey[]> {
  if (rows.length === 0) return [];
  if (database.kind === 'postgres' && database.url) return copyReadings(database.url, rows);
  const stored: StoredKey[] = [];
  for (let i = 0; i < rows.length; i += PGLITE_CHUNK) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    stored.push(...(await insertChunk(database, rows.slice(i, i + PGLITE_CHUNK))));
  }
  return stored;
}

const UNNEST_SELECT = `select d, v, s, 'epoch'::timestamptz + t * interval '1 millisecond', la, lo, sp, h, t1, t2, t3, t4, dr, ig, od
  from unnest($1::text[], $2::text[], $3::text[], $4::int8[], $5::float8[], $6::float8[], $7::real[],
              $8::real[], $9::real[], $10::real[], $11::real[], $12::real[], $13::bool[], $14::bool[],
              $15::float8[]) as u(d, v, s, t, la, lo, sp, h, t1, t2, t3, t4, dr, ig, od)`;

async function insertChunk(database: Database, rows: readonly ReadingRow[]): Promise<StoredKey[]> {
  const col = <T>(pick: (r: ReadingRow) => T) => rows.map(pick);
  const values = [
    col((r) => r.deviceNo),
    col((r) => r.vehicleId),
    col((r) => r.shipmentId),
    col((r) => r.time),
    col((r) => r.lat),
    col((r) => r.lon),
    col((r) => r.speedKmh),
    col((r) => r.heading),
    col((r) => r.temps[0] ?? null),
    col((r) => r.temps[1] ?? null),
    col((r) => r.temps[2] ?? null),
    col((r) => r.temps[3] ?? null),
    col((r) => r.doorOpen),
    col((r) => r.ignition),
    col((r) => r.odometerKm),
  ];
  // Most chunks repeat nothing stored: a plain insert then stores them all. One that does fails on the
  // primary key as a whole, and is inserted again keeping the repeats out.
  try {
    await database.sql.executeSql(`insert into telemetry_reading (${COLUMNS}) ${UNNEST_SELECT}`, values);
    return rows.map((r) => ({ deviceNo: r.deviceNo, time: r.time }));
  } catch (err) {
    if ((err as { code?: string }).code !== '23505') throw err;
  }
  const { rows: out } = await database.sql.executeSql(
    `insert into telemetry_reading (${COLUMNS}) ${UNNEST_SELECT}
     on conflict do nothing
     returning device_no as "deviceNo", (extract(epoch from time) * 1000)::float8 as "time"`,
    values,
  );
  return (out as { deviceNo: string; time: number }[]).map((r) => ({
    deviceNo: r.deviceNo,
    time: Number(r.time),
  }));
}

/**
 * COPY needs one connection for the whole statement and its staging table: a small pool of its own per
 * database (the app's pool is drizzle's). Idle connections close by themselves.
 */
const copyPools = new Map<string, pg.Pool>();

export function copyPoolFor(url: string): pg.Pool {
  let pool = copyPools.get(url);
  if (!pool) {
    pool = new pg.Pool({ connectionString: url, max: 4, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
    pool.on('error', (err) => process.emitWarning(`telemetry COPY client error: ${err.message}`));
    copyPools.set(url, pool);
  }
  return pool;
}

export async function closeCopyPool(url: string | undefined): Promise<void> {
  if (!url) return;
  const pool = copyPools.get(url);
  copyPools.delete(url);
  await pool?.end().catch(() => undefined);
}

/** Text-format COPY field: \N for null, backslash escapes for the few characters that need them. */
function copyText(value: string | null): string {
  if (value === null) return '\\N';
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}
const copyNumber = (value: number | null | undefined) =>
  value === null || value === undefined ? '\\N' : String(value);
const copyBool = (value: boolean | null) => (value === null ? '\\N' : value ? 't' : 'f');

/** The rows as COPY text lines, in COLUMNS order. */
export function copyLines(rows: readonly ReadingRow[]): string {
  let out = '';
  for (const r of rows) {
    out += `${copyText(r.deviceNo)}\t${copyText(r.vehicleId)}\t${copyText(r.shipmentId)}\t${new Date(r.time).toISOString()}\t${copyNumber(r.lat)}\t${copyNumber(r.lon)}\t${copyNumber(r.speedKmh)}\t${copyNumber(r.heading)}\t${copyNumber(r.temps[0])}\t${copyNumber(r.temps[1])}\t${copyNumber(r.temps[2])}\t${copyNumber(r.temps[3])}\t${copyBool(r.doorOpen)}\t${copyBool(r.ignition)}\t${copyNumber(r.odometerKm)}\n`;
  }
  return out;
}

/** Streams COPY text into a table on this client. */
export async function copyInto(client: pg.PoolClient, table: string, text: string): Promise<void> {
  const stream = client.query(copyFrom(`copy ${table} (${COLUMNS}) from stdin`));
  await new Promise<void>((resolve, reject) => {
    stream.on('finish', () => resolve());
    stream.on('error', reject);
    stream.end(text);
  });
}

async function copyReadings(url: string, rows: readonly ReadingRow[]): Promise<StoredKey[]> {
  const client = await copyPoolFor(url).connect();
  let broken = false;
  try {
    const lines = copyLines(rows);
    // Most batches repeat nothing: COPY them straight into the table, as one statement of its own (a
    // COPY stores all its rows or none, so it needs no transaction around it: three round trips fewer).
    // Should one repeat a stored reading, the COPY fails on the primary key having stored nothing, and
    // the batch goes through the staging table instead, where INSERT … ON CONFLICT DO NOTHING keeps the
    // repeats out and names the rows it stored.
    try {
      await copyInto(client, 'telemetry_reading', lines);
      return rows.map((r) => ({ deviceNo: r.deviceNo, time: r.time }));
    } catch (err) {
      if ((err as { code?: string }).code !== '23505') throw err;
    }
    await client.query('begin');
    try {
      // A staging table per connection, emptied at each commit.
      await client.query(
        'create temp table if not exists telemetry_staging (like telemetry_reading including defaults) on commit delete rows',
      );
      await copyInto(client, 'telemetry_staging', lines);
      const result = await client.query<{ deviceNo: string; time: number }>(
        `insert into telemetry_reading (${COLUMNS}) select ${COLUMNS} from telemetry_staging
         on conflict do nothing
         returning device_no as "deviceNo", (extract(epoch from time) * 1000)::float8 as "time"`,
      );
      await client.query('commit');
      return result.rows.map((r) => ({ deviceNo: r.deviceNo, time: Number(r.time) }));
    } catch (err) {
      await client.query('rollback').catch(() => {
        broken = true;
      });
      throw err;
    }
  } finally {
    client.release(broken);
  }
}

/** A vehicle's device number (null when it has none or is removed). */
export async function vehiclesByDeviceOfVehicle(db: DbOrTx, vehicleId: string): Promise<string | null> {
  const [row] = await db
    .select({ deviceNo: vehicles.deviceNumber })
    .from(vehicles)
    .where(and(eq(vehicles.uuid, vehicleId), eq(vehicles.delFlag, '0')))
    .limit(1);
  return row?.deviceNo?.trim() || null;
}

/** A stored reading as the latest-readings call answers it (times ISO 8601, UTC). */
export type StoredReading = {
  deviceNo: string;
  shipmentId: string | null;
  time: string;
  receivedAt: string;
  lat: number | null;
  lon: number | null;
  speedKmh: number | null;
  heading: number | null;
  temps: (number | null)[];
  doorOpen: boolean | null;
  ignition: boolean | null;
  odometerKm: number | null;
};

export async function latestReadings(db: DbOrTx, vehicleId: string, limit: number): Promise<StoredReading[]> {
  const rows = await db
    .select()
    .from(telemetryReadings)
    .where(eq(telemetryReadings.vehicleId, vehicleId))
    .orderBy(desc(telemetryReadings.time))
    .limit(limit);
  return rows.map((r) => ({
    deviceNo: r.deviceNo,
    shipmentId: r.shipmentId,
    time: r.time.toISOString(),
    receivedAt: r.receivedAt.toISOString(),
    lat: r.lat,
    lon: r.lon,
    speedKmh: r.speedKmh,
    heading: r.heading,
    temps: [r.temp1, r.temp2, r.temp3, r.temp4],
    doorOpen: r.doorOpen,
    ignition: r.ignition,
    odometerKm: r.odometerKm,
  }));
}
