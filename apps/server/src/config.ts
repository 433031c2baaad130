import { existsSync } from 'node:fs';
import path from 'node:path';

/** pino's levels, quietest last: LOG_LEVEL takes one of them. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where the log goes: standard output, or a file rolled daily and at a size, the oldest dropped. */
export type LogFile = { path: string; size: string; keep: number };

/**
 * LOG_LEVEL (default info) and TMS_LOG_FILE with TMS_LOG_FILE_SIZE (default 50m) and TMS_LOG_FILE_KEEP
 * (default 14 rolled files). A wrong value stops the start with the setting named, rather than a log that
 * quietly says nothing.
 */
export function parseLogging(env: NodeJS.ProcessEnv): { logLevel: LogLevel; logFile: LogFile | undefined } {
  const level = (env.LOG_LEVEL?.trim() || 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL: "${level}" is not one of ${LOG_LEVELS.join(', ')}`);
  const file = env.TMS_LOG_FILE?.trim();
  if (!file) return { logLevel: level as LogLevel, logFile: undefined };
  const size = (env.TMS_LOG_FILE_SIZE?.trim() || '50m').toLowerCase();
  if (!/^\d+[kmg]?$/.test(size))
    throw new Error(`TMS_LOG_FILE_SIZE: "${size}" is not a size such as 500k, 50m or 1g`);
  const keep = Number(env.TMS_LOG_FILE_KEEP ?? 14);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(
      `TMS_LOG_FILE_KEEP: "${env.TMS_LOG_FILE_KEEP}" is not a whole number of files, 1 or more`,
    );
  return { logLevel: level as LogLevel, logFile: { path: path.resolve(file), size, keep } };
}

export type AppConfig = {
  port: number;
  host: string;
  /** postgres://... switches from the embedded PGlite to a real PostgreSQL. */
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  captchaEnabledByEnv: boolean;
  rateLimitPerMinute: number;
  /**
   * Which hops may set X-Forwarded-For (Fastify trustProxy). By default only proxies on loopback or
   * private networks: a client on the open internet must not pick its own IP, which would buy it a
   * fresh rate-limit budget and a false address in the logs. TMS_TRUST_PROXY=true trusts every hop.
   */
  trustProxy: boolean | string;
  webDist: string | undefined;
  /** Turn background workers off (tests that do not need them). */
  jobsEnabled: boolean;
  /** The demo's trip simulator (TMS_SIMULATOR=off turns it off); it runs only where jobs run. */
  simulatorEnabled: boolean;
  /** LOG_LEVEL: pino's level, info unless set. */
  logLevel: LogLevel;
  /** TMS_LOG_FILE: the log goes to this file, rolled daily and at TMS_LOG_FILE_SIZE; else standard output. */
  logFile: LogFile | undefined;
  /** Telemetry readings are kept this many days (older day partitions are dropped). */
  telemetryRetentionDays: number;
  /** A reading older than this many days is refused at ingest (a device's offline buffer). */
  telemetryHorizonDays: number;
  /** mqtt://… : subscribe to tms/telemetry/+ for readings; unset, no broker is needed. */
  mqttUrl: string | undefined;
  /**
   * The maps' tile source ({z}/{x}/{y}, optionally {s}); TMS_MAP_TILE_URL=off for none (an offline
   * install: maps still draw tracks, stops and fences). Its host is let through the content policy.
   */
  mapTileUrl: string | null;
  /**
   * smtp://user:pass@host:port (smtps:// for TLS from the start): the mail transport of the messages'
   * e-mail channel; unset, the channel is off and message settings cannot turn it on.
   */
  smtpUrl: string | undefined;
  /** The sender of those mails (SMTP_FROM), e.g. "TMS <tms@example.com>". */
  smtpFrom: string;
  /**
   * TMS_SECRET_KEY: the key secrets kept in the database (webhook signing secrets) are sealed with.
   * Unset, a key is generated once into the data directory; several instances must share one.
   */
  secretKey: string | undefined;
  /** TMS_PGLITE_SHARED_BUFFERS: PGlite's shared_buffers for a data folder (32MB unless set). */
  pgliteSharedBuffers: string | undefined;
  /**
   * TMS_WORKERS: API processes on one port. Unset: the number of cores when PostgreSQL and Redis are both
   * configured, else one (see workerCount).
   */
  workers: number | undefined;
  /**
   * TMS_CRON_SCHEDULES: a deployment's own times for named crons, `name=<5-field cron>` separated by `;`
   * (e.g. `report-cleanup=30 2 * * *`); the others keep their defaults.
   */
  cronSchedules: Record<string, string>;
  /**
   * ROUTING_URL: the base address of a road routing engine (e.g. http://osrm:5000, http://valhalla:8002)
   * automatic planning asks for road distances and drive times; unset, it estimates them from straight
   * distance. ROUTING_ENGINE says which API that address speaks, `osrm` (the default) or `valhalla`;
   * ROUTING_PROFILE the OSRM profile (`driving`) or Valhalla costing (`truck`) when another is wanted.
   */
  routing: RoutingConfig | undefined;
};

export const ROUTING_ENGINES = ['osrm', 'valhalla'] as const;
export type RoutingEngine = (typeof ROUTING_ENGINES)[number];
export type RoutingConfig = { engine: RoutingEngine; url: string; profile: string };

/** The profile asked for when ROUTING_PROFILE is unset: OSRM's usual car profile, Valhalla's truck costing. */
const DEFAULT_ROUTING_PROFILE: Record<RoutingEngine, string> = { osrm: 'driving', valhalla: 'truck' };

/** The messages' mail sender when SMTP_FROM is not set. */
export const DEFAULT_SMTP_FROM = 'TMS <tms@localhost>';

const OPEN_STREET_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The repository's root: the nearest folder above this module holding apps/server. Counting folders up
 * would be wrong for one of the two ways the server runs (src/config.ts under tsx, dist/src/main.js
 * compiled), and the web app and the default data folder are found from it.
 */
export function repositoryRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps', 'server', 'package.json'))) return dir;
  }
  return path.resolve(from, '../../..');
}

const repoRoot = repositoryRoot(import.meta.dirname);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.TMS_DATA_DIR ?? path.join(repoRoot, 'data')),
    redisUrl: env.REDIS_URL || undefined,
    captchaEnabledByEnv: env.TMS_CAPTCHA !== 'off',
    rateLimitPerMinute: Number(env.TMS_RATE_LIMIT ?? 1200),
    trustProxy: parseTrustProxy(env.TMS_TRUST_PROXY),
    webDist: env.TMS_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    jobsEnabled: env.TMS_JOBS !== 'off',
    simulatorEnabled: env.TMS_SIMULATOR !== 'off',
    ...parseLogging(env),
    telemetryRetentionDays: Number(env.TMS_TELEMETRY_RETENTION_DAYS ?? 400),
    telemetryHorizonDays: Number(env.TMS_TELEMETRY_HORIZON_DAYS ?? 30),
    mqttUrl: env.MQTT_URL || undefined,
    mapTileUrl: env.TMS_MAP_TILE_URL === 'off' ? null : env.TMS_MAP_TILE_URL || OPEN_STREET_MAP_TILES,
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || DEFAULT_SMTP_FROM,
    secretKey: env.TMS_SECRET_KEY || undefined,
    pgliteSharedBuffers: env.TMS_PGLITE_SHARED_BUFFERS || undefined,
    workers: env.TMS_WORKERS ? Number(env.TMS_WORKERS) : undefined,
    cronSchedules: parseCronSchedules(env.TMS_CRON_SCHEDULES),
    routing: parseRouting(env),
  };
}

/**
 * ROUTING_URL with ROUTING_ENGINE and ROUTING_PROFILE; an unknown engine or a malformed address stops the
 * start with the setting named, rather than every plan quietly falling back to estimates.
 */
export function parseRouting(env: NodeJS.ProcessEnv): RoutingConfig | undefined {
  const url = env.ROUTING_URL?.trim();
  if (!url) return undefined;
  const engine = (env.ROUTING_ENGINE?.trim() || 'osrm').toLowerCase();
  if (!ROUTING_ENGINES.includes(engine as RoutingEngine)) {
    throw new Error(`ROUTING_ENGINE: "${engine}" is not one of ${ROUTING_ENGINES.join(', ')}`);
  }
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new Error('ROUTING_URL is not an http(s) address (it may carry a password: not repeated here)');
  }
  return {
    engine: engine as RoutingEngine,
    url: url.replace(/\/+$/, ''),
    profile: env.ROUTING_PROFILE?.trim() || DEFAULT_ROUTING_PROFILE[engine as RoutingEngine],
  };
}

/** `name=* * * * *;other=0 3 * * *`; a malformed entry stops the start with the entry named. */
export function parseCronSchedules(value: string | undefined): Record<string, string> {
  const schedules: Record<string, string> = {};
  for (const entry of (value ?? '').split(';')) {
    if (!entry.trim()) continue;
    const [name, cron] = entry.split('=').map((part) => part.trim());
    if (!name || !cron || cron.split(/\s+/).length !== 5) {
      throw new Error(`TMS_CRON_SCHEDULES: "${entry.trim()}" is not name=<five-field cron>`);
    }
    schedules[name] = cron;
  }
  return schedules;
}

/** true, false, or a comma list of addresses, CIDR ranges and the names loopback/linklocal/uniquelocal. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value) return 'loopback,linklocal,uniquelocal';
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}
