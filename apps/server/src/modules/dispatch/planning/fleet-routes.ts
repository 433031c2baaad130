import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { calendarDay } from '../../../platform/query-params';
import { planningFleet } from './planning-fleet';
import { planningFleetSchema } from './schemas';

/**
 * The day's fleet the planning dialog starts from: how many vehicles of each model can go from the plan's
 * start (vehiclesThatCanGo: what scheduling would accept). The dispatcher edits the counts before planning.
 */
export const planningFleetRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/order/waybill/planning/fleet',
    {
      config: { permission: 'order:lineAdjust:submit', readOnly: true },
      schema: {
        tags: ['order-pool'],
        summary:
          'Vehicles that can go per vehicle model for the 24 hours from planDate startTime (00:00 when ' +
          'absent): approved, enabled, insured, not locked or scrapped, of an approved carrier of the ' +
          "caller's data groups, on an enabled model, and free (no live shipment in that window)",
        querystring: z.object({
          planDate: calendarDay(),
          startTime: z
            .string()
            .trim()
            .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'common.invalidFormat')
            .optional(),
        }),
        response: { 200: envelope(planningFleetSchema) },
      },
    },
    async (request) => {
      const { planDate, startTime } = request.query;
      return ok(await planningFleet(deps.db, callerOf(request), planDate, startTime ?? '00:00'));
    },
  );
};
