import { createHash } from 'node:crypto';
import { maskPersonal, personalKindOf, REPEAT_SUBMIT_WINDOW_MS } from '@tms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { operLogs } from '../db/schema';
import { isLoggedCall } from './auth/plugin';
import type { Db, SqlExecutor } from './db';
import { AppError } from './errors';
import { emit } from './jobs/outbox';
import type { KeyStore } from './kv';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Field names whose values never reach the log. */
const SECRET_KEY = /passw(or)?d|pwd|secret|token|captcha|verification|access_?key|private_?key/i;
/** Parameters as the operation log keeps them: secrets replaced, personal numbers masked (the domain's rule). */
export function maskParams(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((item) => maskParams(item, key));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskParams(v, k)]));
  }
  if (typeof value === 'string' || typeof value === 'number') {
    if (SECRET_KEY.test(key)) return '******';
    const kind = personalKindOf(key);
    if (kind) return maskPersonal(kind, String(value));
  }
  return value;
}

/** A URL as the logs keep it: query values of secret-looking parameters replaced. */
export function maskUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const [key, value] of [...query]) {
    const masked = maskParams(value, key);
    if (masked !== value) query.set(key, String(masked));
  }
  return `${url.slice(0, at)}?${query.toString()}`;
}

function bodyCodeOf(payload: unknown): number | null {
  if (typeof payload !== 'string') return null;
  const match = /^\{"code":(-?\d+)/.exec(payload);
  return match ? Number(match[1]) : null;
}

function bodyMsgOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const msg = (JSON.parse(payload) as { msg?: unknown }).msg;
    return typeof msg === 'string' && msg ? msg : null;
  } catch {
    return null;
  }
}

const isImport = (log: false | { businessType?: string } | undefined) =>
  !!log && log.businessType === 'IMPORT';

type Audited = FastifyRequest & { bodyCode?: number | null; bodyMsg?: string | null; guardClaimed?: boolean };

type PendingRequestLog = {
  method: string;
  url: string;
  statusCode: number;
  bodyCode: number | null;
  userName: string | null;
  ip: string;
  costMs: number;
};

const REQUEST_LOG_BATCH = 1000;

/**
 * One statement per batch whatever its size: columns go as arrays and unnest() turns them into rows.
 * Building a multi-row insert through the ORM cost more CPU than the requests it logged.
 */
async function insertRequestLogs(sql: SqlExecutor, rows: PendingRequestLog[]): Promise<void> {
  await sql.executeSql(
    `insert into sys_request_log (method, url, status_code, body_code, user_name, ip, cost_ms)
     select * from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::text[], $6::text[], $7::int[])`,
    [
      rows.map((r) => r.method),
      rows.map((r) => r.url),
      rows.map((r) => r.statusCode),
      rows.map((r) => r.bodyCode),
      rows.map((r) => r.userName),
      rows.map((r) => r.ip),
      rows.map((r) => r.costMs),
    ],
  );
}

/**
 * Operation log (every call that changes something: isLoggedCall), request log (every API call, written in batches so it
 * never slows a request down), and the repeat-submit guard.
 */
export const auditPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; sql: SqlExecutor; keys: KeyStore }) => {
    const buffer: PendingRequestLog[] = [];
    let flushing: Promise<void> | null = null;
    const flush = async () => {
      if (buffer.length === 0 || flushing) return flushing ?? undefined;
      const rows = buffer.splice(0, buffer.length);
      flushing = insertRequestLogs(opts.sql, rows)
        .catch((err) => app.log.warn({ err }, 'request log flush failed'))
        .finally(() => {
          flushing = null;
        });
      return flushing;
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

    app.addHook('preHandler', async (request: Audited) => {
      const config = request.routeOptions.config;
      if (!MUTATING.has(request.method) || !request.auth || config.repeatGuard === false) return;
      let claimed: boolean;
      try {
        claimed = await opts.keys.claim(guardKey(request), REPEAT_SUBMIT_WINDOW_MS);
      } catch (err) {
        // The key store (Redis) is unreachable: let the call through rather than refuse every change.
        request.log.warn({ err }, 'repeat-submit guard unavailable');
        return;
      }
      if (!claimed) throw new AppError('common.repeatSubmit');
      request.guardClaimed = true;
    });

    app.addHook('onSend', async (request: Audited, _reply, payload) => {
      const code = bodyCodeOf(payload);
      request.bodyCode = code;
      if ((code !== 0 && code !== null) || isImport(request.routeOptions.config.log))
        request.bodyMsg = bodyMsgOf(payload);
      // A failed call may be corrected and sent again at once; only successes hold the guard.
      // Only the request that claimed the guard releases it: a refused duplicate must not free
      // the claim of the call it duplicated.
      if (request.guardClaimed && code !== 0) {
        await opts.keys
          .release(guardKey(request))
          .catch((err) => request.log.warn({ err }, 'guard release failed'));
      }
      return payload;
    });

    app.addHook('onResponse', async (request: Audited, reply) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
      const bodyCode = request.bodyCode ?? null;
      const cost = Math.round(reply.elapsedTime);
      buffer.push({
        method: request.method,
        url: maskUrl(request.url).slice(0, 500),
        statusCode: reply.statusCode,
        bodyCode,
        userName: request.auth?.userName ?? null,
        ip: request.ip,
        costMs: cost,
      });
      if (buffer.length >= REQUEST_LOG_BATCH) void flush();

      const config = request.routeOptions.config;
      const log = config.log;
      const route = request.routeOptions.url;
      if (!isLoggedCall(request.method, config) || log === false || !route) return;
      const params = { query: request.query, body: request.body };
      const ok = reply.statusCode < 400 && bodyCode === 0;
      try {
        await opts.db.transaction(async (tx) => {
          await tx.insert(operLogs).values({
            title: log?.title ?? route,
            businessType: log?.businessType ?? null,
            method: route,
            requestMethod: request.method,
            operName: request.auth?.userName ?? null,
            // The query is in operParam (masked); the URL keeps only the path.
            operUrl: (request.url.split('?')[0] ?? request.url).slice(0, 500),
            operIp: request.ip,
            operParam: JSON.stringify(maskParams(params)).slice(0, 4000),
            status: ok ? 0 : 1,
            errorMsg: ok ? null : (request.bodyMsg ?? `code ${bodyCode ?? reply.statusCode}`).slice(0, 2000),
            costTime: cost,
          });
          // An import's answer is its report: it also goes to the importer's inbox (a message).
          if (isImport(log) && request.auth)
            await emit(tx, {
              type: 'import.finished',
              payload: {
                userId: Number(request.auth.userId),
                route,
                title: log?.title ?? route,
                ok,
                result: (request.bodyMsg ?? `code ${bodyCode ?? reply.statusCode}`).slice(0, 2000),
                time: new Date().toISOString(),
              },
            });
        });
      } catch (err) {
        request.log.warn({ err }, 'operation log write failed');
      }
    });
  },
);
