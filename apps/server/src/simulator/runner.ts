import { type IngestDeps, ingestReadings } from '../modules/monitoring';
import { readingDue, tripMoment } from './clock';
import { readingAt, type SimReading, type TraceInput, traceEnd } from './trace';
import { type SimTrip, traceInputOf, tripsToSimulate } from './trips';

/** What the simulator needs of the app: the ingest's own needs (the push channel when there is one). */
export type SimulatorDeps = IngestDeps;
export type SimulatorLog = {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type SimulatorOptions = {
  /** How many times as fast as the clock the trips run (readings are still stamped with the real time). */
  speed?: number;
  /** Seconds between two readings of one device. */
  intervalSeconds?: number;
  seed?: number;
  /** Real milliseconds between two looks at what is due. */
  tickMs?: number;
  /** Real milliseconds between two reads of which trips to drive (new ones, and ones it no longer owns). */
  refreshMs?: number;
  /** Stop once every trip it drives has ended (the command line); the server's simulator runs until stopped. */
  untilTripsEnd?: boolean;
  /** The real clock (tests). */
  now?: () => number;
};

export type Simulator = {
  /** Resolves when the simulator was stopped (or, with untilTripsEnd, when every trip has ended). */
  done: Promise<void>;
  /** The trips it drives now. */
  trips(): string[];
  stop(): Promise<void>;
};

/** The seed the demo's history and the live simulator share, so a trip's two halves are one journey. */
export const DEMO_TRACE_SEED = 1;
export const DEMO_INTERVAL_SECONDS = 30;

type Run = { trip: SimTrip; input: TraceInput; end: number; since: number; lastSent: number | null };

/**
 * Drives the demo's in-transit shipments on the vehicles it owns (the seeded demo vehicles without a
 * device key or real readings: monitoring's simulatorOwns) through the real ingest, as the simulator,
 * which the ingest holds to those vehicles. Each trip follows trace.ts from the shipment's actual
 * departure along its planned times, so a trip the seed began goes on from where the seed left it.
 * Every `intervalSeconds` each vehicle sends the reading of its trip's moment, stamped with the time it
 * is sent; after its last stop it stands there, engine off, until the shipment is finished. Which trips
 * to drive is read again every `refreshMs`: a shipment shipped meanwhile starts, one finished or on a
 * vehicle that has since got a device key or sent a real reading stops. Deliveries are a chain of
 * timeouts, each scheduled after the one before has finished.
 */
export async function startSimulator(
  deps: SimulatorDeps,
  log: SimulatorLog,
  options: SimulatorOptions = {},
): Promise<Simulator> {
  const speed = Math.max(1, options.speed ?? 1);
  const intervalMs = Math.max(1, options.intervalSeconds ?? DEMO_INTERVAL_SECONDS) * 1000;
  const seed = options.seed ?? DEMO_TRACE_SEED;
  const tickMs = options.tickMs ?? 5_000;
  const refreshMs = options.refreshMs ?? 60_000;
  const clock = options.now ?? Date.now;
  const runs = new Map<string, Run>();
  let lastRefresh = Number.NEGATIVE_INFINITY;

  const refresh = async () => {
    const now = clock();
    const trips = await tripsToSimulate(deps.db);
    const current = new Set(trips.map((trip) => trip.shipmentId));
    for (const [id, run] of runs) {
      if (current.has(id)) continue;
      runs.delete(id);
      log.info(
        { shipment: run.trip.shipmentCode },
        'simulator: stops driving (finished, or its vehicle is no longer a demo vehicle)',
      );
    }
    for (const trip of trips) {
      if (runs.has(trip.shipmentId)) continue;
      const start = trip.departed ?? trip.lastReading ?? now;
      const input = traceInputOf(trip, { start, seed, intervalSeconds: intervalMs / 1000 });
      runs.set(trip.shipmentId, {
        trip,
        input,
        end: traceEnd(input),
        since: now,
        lastSent: trip.lastReading,
      });
      log.info({ shipment: trip.shipmentCode, departed: new Date(start).toISOString() }, 'simulator: drives');
    }
    lastRefresh = now;
  };

  const deliver = async (due: SimReading[]) => {
    if (due.length === 0) return;
    const result = await ingestReadings(deps, { sender: 'simulator', simulated: true }, due, { log });
    if (result.rejected.length > 0)
      log.error(
        { rejected: result.rejected.slice(0, 5), count: result.rejected.length },
        'simulator: readings refused',
      );
  };

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });

  const tick = async () => {
    try {
      if (clock() - lastRefresh >= refreshMs) await refresh();
      const now = clock();
      const due: SimReading[] = [];
      for (const run of runs.values()) {
        // Never twice for one moment, and never behind what the device already sent.
        if (!readingDue({ now, lastSent: run.lastSent, intervalMs }) || (run.lastSent ?? 0) >= now) continue;
        const moment = tripMoment({ now, since: run.since, start: run.input.start, speed });
        const reading = readingAt(run.input, moment);
        if (!reading) continue;
        due.push({ ...reading, time: now });
        run.lastSent = now;
      }
      await deliver(due);
    } catch (error) {
      log.error({ err: error }, 'simulator: delivery failed');
    }
    const now = clock();
    const allEnded = [...runs.values()].every(
      (run) => tripMoment({ now, since: run.since, start: run.input.start, speed }) >= run.end,
    );
    if (stopped || (options.untilTripsEnd && allEnded)) {
      finish();
      return;
    }
    timer = setTimeout(() => {
      running = tick();
    }, tickMs);
  };
  running = tick();

  return {
    done,
    trips: () => [...runs.values()].map((run) => run.trip.shipmentCode),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      finish();
    },
  };
}
