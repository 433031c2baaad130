import { hasButton } from '@tms/domain';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db';
import { AppError } from '../errors';
import { requestLang, requestUiLang } from '../i18n';
import { loadCaller } from './caller';
import { forOneRequest } from './request-memo';
import { routePermissions } from './route-permissions';
import { hashToken } from './tokens';

/** Who may reach one route: kept for the access tests and the permission-key checks. */
export type RouteAccess = {
  method: string;
  url: string;
  public: boolean;
  /** A GET, or a call declared to only read. */
  readOnly: boolean;
  /** Written to the operation log: a call that changes something (not read-only) and not opted out. */
  logged: boolean;
  permissions: string[];
};

/**
 * Whether a call goes to the operation log: it records changes, so a GET, a search or check posted with
 * a body (readOnly) and a call that opts out (log: false: sign-in steps, heartbeats, drafts kept while
 * typing) are not written.
 */
export function isLoggedCall(method: string, config: FastifyContextConfig): boolean {
  return (
    ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && config.readOnly !== true && config.log !== false
  );
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !value) return null;
  return value.trim();
}

/**
 * Resolves the caller on every /api call, refuses calls without a valid session (HTTP 401),
 * and checks the route's permission key (HTTP 403). Routes opt out with config.public.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('uiLang', 'zh-CN');
  const catalog: RouteAccess[] = [];
  app.decorate('routeAccess', catalog);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const config = (route.config ?? {}) as FastifyContextConfig;
      catalog.push({
        method,
        url: route.url,
        public: config.public === true,
        readOnly: method === 'GET' || config.readOnly === true,
        logged: isLoggedCall(method, config),
        // Read when asked, as the auth hook reads it: a shared key list (file upload's) may grow after
        // its route is registered, as later areas register the records their files belong to.
        get permissions() {
          return routePermissions(config);
        },
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    request.lang = requestLang(request);
    request.uiLang = requestUiLang(request);
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    const config = request.routeOptions.config;
    const token = bearerToken(request);
    if (token) {
      const caller = await loadCaller(opts.db, hashToken(token));
      request.auth = caller ? forOneRequest(caller) : null;
    }
    if (config.public) return;
    if (!request.auth) {
      throw token ? AppError.unauthorized('auth.loginExpired') : AppError.unauthorized();
    }
    const keys = routePermissions(config);
    if (keys.length > 0 && !hasButton({ caller: request.auth, keys })) {
      throw AppError.forbidden();
    }
  });
});

/** For use cases: the caller of an authenticated route (the hook guarantees it). */
export function callerOf(request: FastifyRequest) {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}
