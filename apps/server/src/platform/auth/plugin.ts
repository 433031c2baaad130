import { hasButton } from '@tms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db';
import { AppError } from '../errors';
import { requestLang } from '../i18n';
import { loadCaller } from './caller';
import { hashToken } from './tokens';

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

  app.addHook('onRequest', async (request) => {
    request.lang = requestLang(request);
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    const config = request.routeOptions.config;
    const token = bearerToken(request);
    if (token) request.auth = await loadCaller(opts.db, hashToken(token));
    if (config.public) return;
    if (!request.auth) {
      throw token ? AppError.unauthorized('auth.loginExpired') : AppError.unauthorized();
    }
    const permission = config.permission;
    if (
      permission &&
      !hasButton({ caller: request.auth, keys: typeof permission === 'string' ? [permission] : permission })
    ) {
      throw AppError.forbidden();
    }
  });
});

/** For use cases: the caller of an authenticated route (the hook guarantees it). */
export function callerOf(request: FastifyRequest) {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}
