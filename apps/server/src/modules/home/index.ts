/**
 * Home: the welcome page's day, the caller's open work gathered from the areas that own it (dispatch's
 * waiting waybills and today's shipments, monitoring's open alerts and ETA exceptions). It sits above
 * them all and nothing imports it. This file is the area's public face.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps';
import { welcomeRoutes } from './welcome/routes';

export const homeRoutes: FastifyPluginAsync<Deps>[] = [welcomeRoutes];
