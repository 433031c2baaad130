import type { FastifyContextConfig, FastifySchema, RouteOptions } from 'fastify';
import { routePermissions } from './auth/route-permissions';

type Transformed = { schema: FastifySchema; url: string };

/**
 * Who may call an operation, written into the OpenAPI document from the route's own config, so the
 * document is the one place a client reads paths, schemas and access: `x-permission` lists the keys
 * (any one passes), `x-read-only` marks a call that changes nothing, and a public call declares
 * `security: []` (no bearer token needed).
 */
export function withAccess(transformed: Transformed, route: RouteOptions | undefined): Transformed {
  const config = (route?.config ?? {}) as FastifyContextConfig;
  const keys = routePermissions(config);
  const methods = route ? (Array.isArray(route.method) ? route.method : [route.method]) : [];
  const schema: FastifySchema & Record<string, unknown> = { ...transformed.schema };
  if (keys.length > 0) schema['x-permission'] = keys;
  if (config.readOnly === true && !methods.includes('GET')) schema['x-read-only'] = true;
  if (config.public === true) schema.security = [];
  return { ...transformed, schema };
}
