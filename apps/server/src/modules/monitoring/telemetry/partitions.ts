import type { SqlExecutor } from '../../../platform/db';

const DAY_MS = 86_400_000;
/** Partitions are made this many days ahead, so a day's readings never start in the default partition. */
export const PARTITION_DAYS_AHEAD = 7;
const NAME = /^telemetry_reading_p(\d{4})(\d{2})(\d{2})$/;

const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
const dayName = (ms: number) =>
  `telemetry_reading_p${new Date(ms).toISOString().slice(0, 10).replaceAll('-', '')}`;
const iso = (ms: number) => new Date(ms).toISOString();

/** The day partitions of telemetry_reading (UTC days), by name. */
export async function readingPartitions(sql: SqlExecutor): Promise<string[]> {
  const { rows } = await sql.executeSql(
    `select c.relname as name from pg_inherits i
       join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
      where p.relname = 'telemetry_reading' and c.relname like 'telemetry_reading_p%'
      order by c.relname`,
    [],
  );
  return (rows as { name: string }[]).map((r) => r.name).filter((name) => NAME.test(name));
}

/**
 * Makes today's partition and the next days' (UTC), and drops those wholly older than the retention,
 * with what the default partition still holds from then. A day some readings already reached in the
 * default partition (the cron had not yet run) is made by moving them into it, in one transaction.
 */
export async function maintainPartitions(
  sql: SqlExecutor,
  options: { now: number; retentionDays: number; daysAhead?: number },
): Promise<{ created: string[]; dropped: string[] }> {
  const existing = new Set(await readingPartitions(sql));
  const today = dayStart(options.now);
  const created: string[] = [];
  for (let d = 0; d <= (options.daysAhead ?? PARTITION_DAYS_AHEAD); d++) {
    const from = today + d * DAY_MS;
    const name = dayName(from);
    if (existing.has(name)) continue;
    await createDayPartition(sql, name, from, from + DAY_MS);
    created.push(name);
  }
  const cutoff = dayStart(options.now - options.retentionDays * DAY_MS);
  const dropped: string[] = [];
  for (const name of existing) {
    const m = NAME.exec(name);
    if (!m) continue;
    const day = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    if (day + DAY_MS > cutoff) continue;
    await sql.executeSql(`drop table if exists ${name}`, []);
    dropped.push(name);
  }
  await sql.executeSql('delete from telemetry_reading_default where time < $1', [iso(cutoff)]);
  return { created, dropped };
}

async function createDayPartition(sql: SqlExecutor, name: string, from: number, to: number): Promise<void> {
  const bounds = `for values from ('${iso(from)}') to ('${iso(to)}')`;
  const { rows } = await sql.executeSql(
    'select exists(select 1 from telemetry_reading_default where time >= $1 and time < $2) as held',
    [iso(from), iso(to)],
  );
  if (!(rows[0] as { held: boolean } | undefined)?.held) {
    await sql.executeSql(`create table if not exists ${name} partition of telemetry_reading ${bounds}`, []);
    return;
  }
  // The default partition may not keep rows of a range that gets its own partition: move them first.
  await sql.executeSql(
    `begin;
     create table ${name} (like telemetry_reading including defaults);
     with moved as (delete from telemetry_reading_default
                    where time >= '${iso(from)}' and time < '${iso(to)}' returning *)
     insert into ${name} select * from moved;
     alter table telemetry_reading attach partition ${name} ${bounds};
     commit;`,
  );
}
