/**
 * Messaging: the live push stream to the browser, user messages (inbox, outbox, drafts) and the
 * header's badge counts.
 * This file is the area's public face: other areas import from here, never from its folders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps';
import { messageRoutes } from './message/routes';
import { messageCountRoutes } from './message-count/routes';
import { pushRoutes } from './push/routes';

export const messagingRoutes: FastifyPluginAsync<Deps>[] = [pushRoutes, messageCountRoutes, messageRoutes];
