import { existsSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { modules } from './modules';
import { startTelemetryMqtt } from './modules/monitoring';
import { configValueOf } from './modules/reference';
import { auditPlugin } from './platform/audit';
import { authPlugin } from './platform/auth/plugin';
import { startRevocationBus } from './platform/auth/revocation';
import type { Database } from './platform/db';
import type { Deps } from './platform/deps';
import { ENCRYPT_CONFIG_KEY, encryptionPlugin } from './platform/encryption';
import { AppError } from './platform/errors';
import { frameworkErrorReply, registerErrorHandling } from './platform/http-errors';
import { inputGuardsPlugin } from './platform/input-guards';
import { createJobs, type JobsOptions } from './platform/jobs';
import { type KeyStore, memoryKeyStore, redisKeyStore } from './platform/kv';
import { loggerOptions, registerRequestLog } from './platform/logging';
import { withAccess } from './platform/openapi-access';
import { personalDataPlugin } from './platform/personal-data';
import { createPushHub, type PushHub } from './platform/push';
import { registerSecurityHeaders } from './platform/security-headers';
import { trimQueryPlugin } from './platform/trim-query';
import { type Simulator, startSimulator } from './simulator/runner';

export type BuildOptions = {
  database: Database;
  config: AppConfig;
  keys?: KeyStore;
  logger?: boolean;
  /** Background-work tunables (tests shorten the intervals). */
  jobs?: Partial<JobsOptions>;
  /** The push hub (tests give instances that share Redis a channel of their own). */
  push?: PushHub;
};

/** Builds the app: platform plugins first, then every area's routes under /api, then the web app. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { database, config } = options;
  const keys = options.keys ?? (config.redisUrl ? redisKeyStore(config.redisUrl) : memoryKeyStore());
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : loggerOptions(config)),
    trustProxy: config.trustProxy,
    // JSON, form and text bodies; multipart files have their own limits below.
    bodyLimit: 25 * 1024 * 1024,
    // A client that stalls (headers without a body, a half-sent upload) must not hold a socket forever:
    // the whole request must arrive within 2 minutes (a 20 MB upload at 2 Mbit/s takes 80 s), and a
    // socket silent for 2 minutes is closed.
    requestTimeout: 120_000,
    connectionTimeout: 120_000,
    // The last resort for a handler that never settles: answered 503 after 5 minutes.
    handlerTimeout: 300_000,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestLog(app);

  await registerSecurityHeaders(app, { mapTileUrl: config.mapTileUrl });
  await app.register(fastifyCookie);
  // Every upload is one file of at most 20 MB (routes narrow it) beside a few short fields.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: 20 * 1024 * 1024,
      files: 1,
      fields: 20,
      fieldSize: 1024 * 1024,
      parts: 30,
      headerPairs: 100,
    },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'TMS API',
        version: '0.1.0',
        description: 'Transport management system. Envelope {code, msg, data}; code 0 is success.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // Access (keys, public, read-only) goes into the document beside each operation's schemas.
    transform: (input) => withAccess(jsonSchemaTransform(input), input.route),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(trimQueryPlugin);
  await app.register(inputGuardsPlugin);
  await app.register(authPlugin, { db: database.db });
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(keys.redis ? { redis: keys.redis, nameSpace: 'tms-rl:' } : {}),
    // Per session for signed-in callers, per IP otherwise. A token only counts once it is valid
    // (the auth hook runs first): made-up tokens must not buy fresh budgets, and raw tokens
    // never become Redis keys.
    keyGenerator: (request) => (request.auth ? `t:${request.auth.tokenHash}` : `ip:${request.ip}`),
    errorResponseBuilder: () => new AppError('common.rateLimited', { code: 412, httpStatus: 412 }),
    // Redis down must not take the API down with it: the limit fails open (and the log says why).
    skipOnError: true,
  });
  await app.register(auditPlugin, { db: database.db, sql: database.sql, keys });
  // Masks personal numbers in every answer before it is serialized (and before encryption, in onSend).
  await app.register(personalDataPlugin, { db: database.db });
  // After the audit plugin, so the operation log and the repeat guard see the plain body.
  await app.register(encryptionPlugin, {
    enabled: async () => (await configValueOf(database.db, ENCRYPT_CONFIG_KEY)) === 'true',
  });

  // Tabs streaming from this instance; with Redis, messages reach the tabs of every instance.
  const push = options.push ?? createPushHub({ redis: keys.redis });
  const jobs = config.jobsEnabled
    ? createJobs({
        db: database.db,
        database,
        config,
        log: app.log,
        push,
        options: { cronSchedules: config.cronSchedules, ...options.jobs },
      })
    : undefined;
  const deps: Deps = { db: database.db, database, config, keys, jobs, push };
  await app.register(
    async (api) => {
      for (const module of modules) await api.register(module, deps);
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, config);
  app.addHook('onReady', async () => push.start());
  // Open streams would hold the server open: they end first, and the tabs reconnect.
  app.addHook('preClose', async () => push.endStreams());
  if (jobs) {
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
  }
  app.addHook('onClose', async () => push.stop());
  // Readings from fleets over MQTT, when a broker is configured; without one nothing needs it.
  if (config.mqttUrl) {
    const url = config.mqttUrl;
    let stopMqtt: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopMqtt = await startTelemetryMqtt(deps, app.log, { url });
    });
    app.addHook('onClose', async () => stopMqtt?.());
  }
  // The demo's trips through the ingest, on instances that run background work (TMS_SIMULATOR=off: none).
  if (config.jobsEnabled && config.simulatorEnabled) {
    let simulator: Simulator | undefined;
    app.addHook('onReady', async () => {
      simulator = await startSimulator(deps, app.log);
    });
    app.addHook('onClose', async () => simulator?.stop());
  }
  // Listen only once Redis answers (or has had 3 s to), so the first calls are counted too.
  app.addHook('onReady', async () => keys.ready());
  // Sessions revoked on another instance are dropped here at once (Redis pub/sub).
  if (keys.redis) {
    const redis = keys.redis;
    let stopRevocations: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopRevocations = await startRevocationBus(redis);
    });
    app.addHook('onClose', async () => stopRevocations?.());
  }
  app.addHook('onClose', async () => keys.close());
  return app;
}

/** Serves the built web app with an SPA fallback; API 404s stay JSON. */
async function serveWebApp(app: FastifyInstance, config: AppConfig) {
  if (!config.webDist || !existsSync(config.webDist)) return;
  await app.register(fastifyStatic, { root: config.webDist, wildcard: false, prefix: '/' });
  app.get('/*', { schema: { hide: true }, config: { public: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      throw new AppError('common.routeNotFound', {
        code: 404,
        httpStatus: 404,
        params: { method: request.method, url: request.url },
      });
    }
    const file = request.url.split('?')[0] ?? '/';
    if (/\.[a-z0-9]+$/i.test(file)) {
      return reply.sendFile(file.slice(1));
    }
    return reply.sendFile('index.html');
  });
}
