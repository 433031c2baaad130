/**
 * Messaging: the live push stream to the browser, user messages (inbox, outbox, drafts), the
 * header's badge counts, and message settings (extra recipients, e-mail and webhook channels).
 * This file is the area's public face: other areas import from here, never from its folders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps';
import { messageRoutes } from './message/routes';
import { messageCountRoutes } from './message-count/routes';
import { pushRoutes } from './push/routes';
import { messageSettingRoutes } from './settings/routes';

export const messagingRoutes: FastifyPluginAsync<Deps>[] = [
  pushRoutes,
  messageCountRoutes,
  messageRoutes,
  messageSettingRoutes,
];

/** The extra recipients message settings name for system messages of a type (active users, each once). */
export { settingRecipientIds } from './settings/recipients';
