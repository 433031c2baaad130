import { MAX_READINGS_PER_BATCH } from '@tms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type IngestDeps, ingestReadings } from '../modules/monitoring';
import { type Db, rowsOf, type SqlExecutor, type Tx } from '../platform/db';
import type { SimReading } from '../simulator/trace';

/**
 * Raw SQL inside the seed's transaction: the ingest stores readings with plain statements ($1 … $n
 * parameters), which must see the shipments the seed has not committed yet and commit with them.
 */
function executorOf(tx: Tx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const pieces = text.split(/\$(\d+)/);
      const parts: SQL[] = pieces.map((piece, i) =>
        i % 2 === 0 ? sql.raw(piece) : sql`${sql.param(values[Number(piece) - 1])}`,
      );
      return { rows: rowsOf<unknown>(await tx.execute(sql.join(parts, sql``))) };
    },
  };
}

/** The ingest's needs, met by the seed's transaction (no push channel: nobody is watching yet). */
function ingestDepsOf(tx: Tx, kind: 'pglite' | 'postgres'): IngestDeps {
  const db = tx as unknown as Db;
  return {
    db,
    database: {
      db,
      kind,
      sql: executorOf(tx),
      listen: async () => async () => undefined,
      close: async () => undefined,
    },
    config: { telemetryHorizonDays: 30 },
  };
}

/** A device with a patchy connection sends what it has read about this often: the history arrives so. */
const DELIVERY_MINUTES = 30;

/**
 * Feeds a trip's readings through the real ingest as the simulator (only its demo vehicles), in the
 * deliveries a device would have made (every DELIVERY_MINUTES of readings), so the evaluation raises
 * the alerts, predicts the arrivals along the way (at each delivery), writes the stops' actual times and
 * keeps the live state exactly as it would have on the road. `now` is the seed's moment (no reading may
 * come after it).
 */
export async function ingestAsSimulator(tx: Tx, readings: readonly SimReading[], now: number): Promise<void> {
  const kind = (await isPostgres(tx)) ? 'postgres' : 'pglite';
  const deps = ingestDepsOf(tx, kind);
  const deliveries: SimReading[][] = [];
  for (const reading of readings) {
    const last = deliveries.at(-1);
    const first = last?.[0];
    if (
      last &&
      first &&
      reading.time - first.time < DELIVERY_MINUTES * 60_000 &&
      last.length < MAX_READINGS_PER_BATCH
    )
      last.push(reading);
    else deliveries.push([reading]);
  }
  for (const delivery of deliveries) {
    const result = await ingestReadings(deps, { sender: 'simulator', simulated: true }, delivery, { now });
    if (result.rejected.length > 0)
      throw new Error(`seed: readings refused: ${JSON.stringify(result.rejected.slice(0, 3))}`);
  }
}

/** PGlite reports itself in version(); the kind matters only for how the ingest names itself. */
async function isPostgres(tx: Tx): Promise<boolean> {
  const [row] = rowsOf<{ v: string }>(await tx.execute(sql`select version() as v`));
  return !(row?.v ?? '').toLowerCase().includes('emscripten');
}
