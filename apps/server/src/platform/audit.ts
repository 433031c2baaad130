import { createHash } from 'node:crypto';
import { maskIdNumber, maskPhone, REPEAT_SUBMIT_WINDOW_MS } from '@tms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { operLogs, requestLogs } from '../db/schema';
import type { Db } from './db';
import { AppError } from './errors';
import type { KeyStore } from './kv';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SECRET_KEY = /pass(word)?|secret|token|captcha|verification/i;
const PHONE_KEY = /phone|mobile|tel$/i;
const ID_KEY = /idcard|idno|identity|license(no|number)/i;

/** Parameters as the operation log keeps them: secrets replaced, personal numbers masked. */
export function maskParams(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((item) => maskParams(item, key));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskParams(v, k)]));
  }
  if (typeof value === 'string') {
    if (SECRET_KEY.test(key)) return '******';
    if (PHONE_KEY.test(key)) return maskPhone(value);
    if (ID_KEY.test(key)) return maskIdNumber(value);
  }
  return value;
}

function bodyCodeOf(payload: unknown): number | null {
  if (typeof payload !== 'string') return null;
  const match = /^\{"code":(-?\d+)/.exec(payload);
  return match ? Number(match[1]) : null;
}

type PendingRequestLog = typeof requestLogs.$inferInsert;

/**
 * Operation log (every mutating call), request log (every API call, written in batches so it
 * never slows a request down), and the repeat-submit guard.
 */
export const auditPlugin = fp(async (app: FastifyInstance, opts: { db: Db; keys: KeyStore }) => {
  const buffer: PendingRequestLog[] = [];
  const flush = async () => {
    if (buffer.length === 0) return;
    const rows = buffer.splice(0, buffer.length);
    try {
      await opts.db.insert(requestLogs).values(rows);
    } catch (err) {
      app.log.warn({ err }, 'request log flush failed');
    }
  };
  const timer = setInterval(flush, 2_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });

  const guardKey = (request: FastifyRequest) =>
    `repeat:${request.auth?.userId}:${request.method}:${request.url}:${createHash('sha1')
      .update(JSON.stringify(request.body ?? null))
      .digest('hex')}`;

  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    if (!MUTATING.has(request.method) || !request.auth || config.repeatGuard === false) return;
    if (!(await opts.keys.claim(guardKey(request), REPEAT_SUBMIT_WINDOW_MS))) {
      throw new AppError('common.repeatSubmit');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const code = bodyCodeOf(payload);
    (request as FastifyRequest & { bodyCode?: number | null }).bodyCode = code;
    // A failed call may be corrected and sent again at once; only successes hold the guard.
    if (
      MUTATING.has(request.method) &&
      request.auth &&
      code !== 0 &&
      request.routeOptions.config.repeatGuard !== false
    ) {
      await opts.keys.release(guardKey(request));
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    const bodyCode = (request as FastifyRequest & { bodyCode?: number | null }).bodyCode ?? null;
    const cost = Math.round(reply.elapsedTime);
    buffer.push({
      method: request.method,
      url: request.url.slice(0, 500),
      statusCode: reply.statusCode,
      bodyCode,
      userName: request.auth?.userName ?? null,
      ip: request.ip,
      costMs: cost,
    });
    if (buffer.length >= 200) void flush();

    const config = request.routeOptions.config;
    if (!MUTATING.has(request.method) || config.log === false || !request.routeOptions.url) return;
    const params = { query: request.query, body: request.body };
    const ok = reply.statusCode < 400 && bodyCode === 0;
    try {
      await opts.db.insert(operLogs).values({
        title: config.log?.title ?? request.routeOptions.url,
        businessType: config.log?.businessType ?? null,
        method: request.routeOptions.url,
        requestMethod: request.method,
        operName: request.auth?.userName ?? null,
        operUrl: request.url.slice(0, 500),
        operIp: request.ip,
        operParam: JSON.stringify(maskParams(params)).slice(0, 4000),
        status: ok ? 0 : 1,
        errorMsg: ok ? null : `code ${bodyCode ?? reply.statusCode}`,
        costTime: cost,
      });
    } catch (err) {
      request.log.warn({ err }, 'operation log write failed');
    }
  });
});
