import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../platform/db';
import { rowsOf } from '../platform/db';
import { seedBaseData } from './base';
import { seedDemo } from './demo';
import { seedDemoTrips } from './demo-trips';
import { seedDispatchShipments } from './dispatch-shipments';
import { seedDispatchWaybills } from './dispatch-waybills';
import { seedMonitoring } from './monitoring';
import { seedReference } from './reference';
import { seedReports } from './reports';
import { resyncSequences, seedRoles, seedSystem } from './system';
import { recordSeedItems } from './upgrade';

/** Where a seed with no data folder of its own (a benchmark's) puts its stored files. */
const SCRATCH = { dataDir: path.join(tmpdir(), 'tms-seed-files') };

/**
 * Later areas append their demo data here; each receives the transaction. The data folder is where the
 * demo's stored files (the fleet's document pictures) go: the app's own for the demo.
 */
export async function seedAll(db: Db, config: Pick<AppConfig, 'dataDir'> = SCRATCH): Promise<void> {
  await db.transaction(async (tx) => {
    const menuIds = await seedSystem(tx);
    const roleIds = await seedRoles(tx, menuIds);
    await seedDemo(tx, roleIds);
    await seedReference(tx);
    await seedBaseData(tx, config);
    // dispatch: a day of waybills, through the upstream entry and the review
    const waybills = await seedDispatchWaybills(tx);
    // and a few shipments planned from the audited ones, through the line submit use case
    await seedDispatchShipments(tx, waybills);
    // monitoring: a rule of each type
    await seedMonitoring(tx);
    // the demo's days: a week of finished trips and one on the road today per center, their readings
    // through the ingest (the alerts are the evaluation's)
    await seedDemoTrips(tx);
    // reports: the daily roll-ups over the demo's days, so the dashboard and reports show them at once
    await seedReports(tx);
    await resyncSequences(tx);
    await recordSeedItems(tx);
  });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from sys_user`);
  return (rowsOf<{ n: number }>(result)[0]?.n ?? 0) === 0;
}

export async function seedIfEmpty(db: Db, config: Pick<AppConfig, 'dataDir'>): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedAll(db, config);
  return true;
}

/** Empties every application table (seed --reset). Migrations stay. */
export async function truncateAll(db: Db): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '%drizzle%'`,
  );
  const tables = rowsOf<{ tablename: string }>(result).map((r) => `"${r.tablename}"`);
  if (tables.length > 0) await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}
