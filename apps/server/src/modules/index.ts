import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../platform/deps';
import './background';
import { analyticsRoutes } from './analytics';
import { baseRoutes } from './base';
import { dispatchRoutes } from './dispatch';
import { homeRoutes } from './home';
import { identityRoutes } from './identity';
import { messagingRoutes } from './messaging';
import { monitoringRoutes } from './monitoring';
import { referenceRoutes } from './reference';
import { reportingRoutes } from './reporting';

/** Every area's routes, from the bottom of the house up. A new area adds one line here. */
export const modules: FastifyPluginAsync<Deps>[] = [
  ...identityRoutes,
  ...referenceRoutes,
  ...reportingRoutes,
  ...messagingRoutes,
  ...baseRoutes,
  ...dispatchRoutes,
  ...monitoringRoutes,
  ...analyticsRoutes,
  ...homeRoutes,
];
