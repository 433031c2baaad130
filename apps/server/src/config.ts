import path from 'node:path';

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
  logLevel: string;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

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
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/** true, false, or a comma list of addresses, CIDR ranges and the names loopback/linklocal/uniquelocal. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value) return 'loopback,linklocal,uniquelocal';
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}
