import cluster from 'node:cluster';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { LogFile, LogLevel } from '../config';

/**
 * Fastify's logger: pino at the level asked for, to standard output or, with a log file, through
 * pino-roll (pino's own rolling transport, in a worker thread so a slow disk never holds a request):
 * a new file each day and whenever one reaches the size, the `keep` newest kept. Each process of a
 * cluster writes its own file (`tms-2.log`): two processes rolling one file would cut each other's lines.
 * Fastify's two lines per request are off; requestLogPlugin writes one.
 */
export function loggerOptions(config: {
  logLevel: LogLevel;
  logFile: LogFile | undefined;
}): Pick<FastifyServerOptions, 'logger' | 'disableRequestLogging'> {
  if (!config.logFile) return { logger: { level: config.logLevel }, disableRequestLogging: true };
  const { dir, name, ext } = path.parse(config.logFile.path);
  const worker = cluster.isWorker && cluster.worker ? `-${cluster.worker.id}` : '';
  return {
    disableRequestLogging: true,
    logger: {
      level: config.logLevel,
      transport: {
        target: 'pino-roll',
        options: {
          file: path.join(dir, `${name}${worker}`),
          extension: ext || '.log',
          frequency: 'daily',
          dateFormat: 'yyyy-MM-dd',
          size: config.logFile.size,
          limit: { count: config.logFile.keep },
          mkdir: true,
        },
      },
    },
  };
}

/** Routine, so below info: a file the browser loads (a script, a style, an image), a load balancer's check. */
const isRoutine = (pathOnly: string) =>
  pathOnly === '/api/health' || (!pathOnly.startsWith('/api/') && /\.[a-z0-9]+$/i.test(pathOnly));

/**
 * One line per request when it has been answered: method, path (no query: its values may be secrets),
 * status, milliseconds and the user, at info — files of the web app and health checks at debug. The details of a failure
 * are logged where it is handled.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? request.url;
    const line = {
      method: request.method,
      path: pathOnly,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      user: request.auth?.userName,
    };
    if (isRoutine(pathOnly)) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  });
}
