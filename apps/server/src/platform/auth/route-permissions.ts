import type { ApiPermissionKey } from '@tms/domain';
import type { FastifyContextConfig } from 'fastify';

/** The keys a route accepts, any one of which lets a caller in; none means any signed-in caller. */
export function routePermissions(config: FastifyContextConfig): ApiPermissionKey[] {
  return [...(config.permission ? [config.permission] : []), ...(config.anyPermission ?? [])];
}
