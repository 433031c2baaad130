import { scanQuerySchema, scanResultSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { scanCode } from './scan-code';

/** Scans per minute one address may make: enough for a person at a door, too few to walk the codes. */
export const SCAN_PER_MINUTE = 30;

/**
 * The public scan page's lookup: no sign-in (a consignee scans the delivery note with a phone), so it
 * is budgeted per IP, answers masked personal data only, and says nothing of codes it does not know
 * beyond "not found".
 */
export const publicScanRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/public/scan',
    {
      config: {
        public: true,
        repeatGuard: false,
        log: false,
        rateLimit: {
          max: SCAN_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: { ip: string }) => `scan-ip:${request.ip}`,
        },
      },
      schema: {
        tags: ['public'],
        summary:
          'A delivery note\u2019s code (waybill, ref no, order code or shipment code): status, stops with planned and actual times, temperature compliance; no sign-in, masked personal data, 30 per minute per IP',
        querystring: scanQuerySchema,
        response: { 200: envelope(scanResultSchema.nullable()) },
      },
    },
    async (request) => ok(await scanCode(db, { code: request.query.code, lang: request.lang })),
  );
};
