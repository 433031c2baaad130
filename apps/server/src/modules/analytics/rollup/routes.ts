import { rollupRefreshBodySchema, rollupRefreshResultSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { refreshRollups } from './refresh-rollups';
import { assertReportRange } from './report-scope';

/** Rebuilding the roll-ups of a day range on demand (the cron keeps the days around today fresh). */
export const rollupRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.post(
    '/report/rollup/refresh',
    {
      config: {
        permission: 'report:shipment:refresh',
        log: { title: 'Report roll-up', businessType: 'OTHER' },
        // Refreshing the same range again is harmless (idempotent): no repeat-submit guard.
        repeatGuard: false,
      },
      schema: {
        tags: ['report'],
        summary: 'Rebuild the report roll-ups of beginDate..endDate (at most 366 days) now',
        body: rollupRefreshBodySchema,
        response: { 200: envelope(rollupRefreshResultSchema) },
      },
    },
    async (request) => {
      assertReportRange(request.body);
      const result = await refreshRollups(db, request.body);
      return ok(result, t(request.lang, 'report.rollup.refreshed', { days: result.days }));
    },
  );
};
