import { dashboardQuerySchema, dashboardSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { getDashboard } from './get-dashboard';

/** The dashboard's KPIs (the dashboard screen and the data screen both read them). */
export const dashboardRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/report/dashboard',
    {
      config: { permission: 'report:dashboard:list' },
      schema: {
        tags: ['report'],
        summary: 'Dashboard KPIs and daily series for a center (or every center in scope) and a day range',
        description:
          'From the daily roll-ups: shipments, waybills, on-time arrival and temperature compliance rates (0..1, ' +
          'null when nothing was judged), open alerts per type, load factor per temperature layer, km per ' +
          'waybill, ETA exceptions and the series per day; inTransit is live. beginDate..endDate at most 366 ' +
          "days (report.range.*); a center outside the caller's cover is refused (403).",
        querystring: dashboardQuerySchema,
        response: { 200: envelope(dashboardSchema) },
      },
    },
    async (request) => ok(await getDashboard(db, callerOf(request), request.query)),
  );
};
