import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { calendarDay } from '../../../platform/query-params';
import { availableVehiclesByModel } from '../../base';
import { planningFleetSchema } from './schemas';

/**
 * The day's fleet the planning dialog starts from: how many vehicles of each model the caller's carriers
 * can send out that day. The dispatcher edits the counts before planning.
 */
export const planningFleetRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/order/waybill/planning/fleet',
    {
      config: { permission: 'order:lineAdjust:submit', readOnly: true },
      schema: {
        tags: ['order-pool'],
        summary:
          'Vehicles available on planDate per vehicle model (enabled, not locked or scrapped, of an approved, ' +
          'enabled carrier in scope, of an enabled model)',
        querystring: z.object({ planDate: calendarDay() }),
        response: { 200: envelope(planningFleetSchema) },
      },
    },
    async (request) => {
      const counts = await availableVehiclesByModel(deps.db, callerOf(request), request.query.planDate);
      return ok([...counts].map(([vehicleModelId, count]) => ({ vehicleModelId, count })));
    },
  );
};
