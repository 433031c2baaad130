import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { countMessages } from './count-messages';

/** The header's badge counts: any signed-in user, each count within what the caller may open. */
export const messageCountRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/message/index/messageCount',
    {
      schema: {
        tags: ['message'],
        summary:
          "The header's badge counts: alert (undealt alerts in scope), temp, speed, door, stop, geo, tired, defer, exceptionEta (undealt ETA exceptions in scope), message (unread inbox messages), NOTICE and one count per other message_type dictionary value (unread of that type), exception (unhandled shipment exceptions in scope)",
        response: { 200: envelope(z.record(z.string(), z.number())) },
      },
    },
    async (request) => ok(await countMessages(deps.db, callerOf(request))),
  );
};
