import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../platform/deps';
import { authRoutes } from './auth/routes';
import { systemUserRoutes } from './system-user/routes';

/** Every business area's routes. A new area adds one line here. */
export const modules: FastifyPluginAsync<Deps>[] = [authRoutes, systemUserRoutes];
