import { welcomeDaySchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { welcomeDay } from './welcome-day';

/** The home page's day: any signed-in user, each card within what the caller may open. */
export const welcomeRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/welcome/day',
    {
      schema: {
        tags: ['welcome'],
        summary: "The caller's open work today (home page cards), in their data scope",
        description:
          'waybills (to review O, in the pool E, held H), shipments planned to leave today per status, ' +
          'undealt alerts and ETA exceptions. A card is null when the caller lacks its list key ' +
          '(order:waybill:list, shipment:shipment:list, monitor:alert:list, monitor:exceptionEta:list).',
        response: { 200: envelope(welcomeDaySchema) },
      },
    },
    async (request) => ok(await welcomeDay(deps.db, callerOf(request))),
  );
};
