import { type IngestResult, ingestReadings } from '../modules/monitoring';
import type { Deps } from '../platform/deps';
import { dueBetween, simulatedNow } from './clock';
import { generateTrace, INCIDENT_KINDS, type SimReading, traceEnd } from './trace';
import { type SimTrip, tripsToSimulate } from './trips';

/** What the simulator needs of the app: the ingest's own needs (the push channel when there is one). */
export type SimulatorDeps = Pick<Deps, 'db' | 'database' | 'config'> & Partial<Deps>;
export type SimulatorLog = {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type SimulatorOptions = {
  /** How many simulated seconds pass per real second. */
  speed?: number;
  /** Seconds between two readings of one device. */
  intervalSeconds?: number;
  seed?: number;
  /** At real time, how far in the past the trips begin, so the first incidents show at once. */
  leadMinutes?: number;
  /** Real milliseconds between two deliveries. */
  tickMs?: number;
};

export type Simulator = {
  /** Resolves when every trip has been delivered (or the simulator was stopped). */
  done: Promise<void>;
  trips: number;
  stop(): Promise<void>;
};

/** Between two new trips' starts, so the demo's vehicles do not all do the same thing at once. */
const STAGGER_MS = 3 * 60_000;

/** A trip's own seed offset, from its shipment (stable whatever other shipments are in transit). */
function seedOf(shipmentId: string): number {
  let hash = 0;
  for (const ch of shipmentId) hash = (Math.imul(hash, 31) + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}
const BATCH = 2_000;

/**
 * Drives the demo's in-transit shipments along their stops through the real ingest (the same use case
 * as the devices' HTTP and MQTT paths), with the scripted incidents of trace.ts. Its clock runs `speed`
 * times as fast from a start in the past and never passes the real clock (the ingest refuses readings
 * from the future): at speed 1 the trips begin `leadMinutes` ago; faster, they begin far enough back
 * that the whole trip has been replayed when the clock catches up with now. Deliveries are a chain of
 * timeouts, each scheduled after the one before has finished.
 */
export async function startSimulator(
  deps: SimulatorDeps,
  log: SimulatorLog,
  options: SimulatorOptions = {},
): Promise<Simulator> {
  const speed = Math.max(1, options.speed ?? 1);
  const interval = Math.max(1, options.intervalSeconds ?? 30);
  const seed = options.seed ?? 1;
  const tickMs = options.tickMs ?? 5_000;
  const realStart = Date.now();
  const trips = await tripsToSimulate(deps.db);
  const traceOf = (trip: SimTrip, start: number) => ({
    deviceNo: trip.deviceNo,
    stops: trip.stops,
    start,
    intervalSeconds: interval,
    seed: seed + seedOf(trip.shipmentId),
    incidents: INCIDENT_KINDS,
  });
  // New trips start staggered; at speed s they start far enough back that the clock, running s times
  // as fast, reaches now just as the longest one ends.
  const fresh = trips.filter((trip) => trip.firstReading === null);
  const longest = Math.max(0, ...fresh.map((trip, i) => traceEnd(traceOf(trip, i * STAGGER_MS))));
  const lead = Math.max((options.leadMinutes ?? 10) * 60_000, longest * (1 - 1 / speed));
  const simStart = realStart - lead;
  let freshIndex = 0;
  // A trip that has readings (begun before a restart) is the same trip again from its first reading
  // (same stops, seed and start give the same readings), going on after its last one.
  const runs = trips.map((trip) => {
    const start = trip.firstReading ?? simStart + freshIndex++ * STAGGER_MS;
    return { readings: generateTrace(traceOf(trip, start)), delivered: trip.lastReading ?? start - 1 };
  });
  const lastTime = Math.max(simStart, ...runs.map((run) => run.readings.at(-1)?.time ?? simStart));
  log.info(
    {
      trips: trips.map((t) => t.shipmentCode),
      resumed: trips.length - fresh.length,
      speed,
      from: new Date(simStart).toISOString(),
    },
    'simulator: driving the in-transit shipments',
  );

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });

  const deliver = async (due: SimReading[]) => {
    for (let i = 0; i < due.length; i += BATCH) {
      const batch = due.slice(i, i + BATCH);
      const result: IngestResult = await ingestReadings(deps, { sender: 'simulator' }, batch, { log });
      if (result.rejected.length > 0)
        log.error(
          { rejected: result.rejected.slice(0, 5), count: result.rejected.length },
          'simulator: readings refused',
        );
    }
  };

  const tick = async () => {
    const now = simulatedNow({ realNow: Date.now(), realStart, simStart, speed });
    const due = runs
      .flatMap((run) => dueBetween(run.readings, run.delivered, now))
      .sort((a, b) => a.time - b.time);
    try {
      await deliver(due);
    } catch (error) {
      log.error({ err: error }, 'simulator: delivery failed');
    }
    for (const run of runs) run.delivered = Math.max(run.delivered, now);
    if (stopped || now >= lastTime) {
      finish();
      return;
    }
    timer = setTimeout(() => {
      running = tick();
    }, tickMs);
  };

  if (runs.length === 0) finish();
  else running = tick();

  return {
    done,
    trips: trips.length,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      finish();
    },
  };
}
