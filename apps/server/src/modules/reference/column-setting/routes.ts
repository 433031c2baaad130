import { SYSTEM_CODE } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok } from '../../../platform/envelope';
import { listColumnSettings, saveColumnSettings } from './column-settings';

const code = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'common.invalidCode');
const hidden = z.union([z.literal(0), z.literal(1)]);

const settingSchema = z.object({
  systemCode: z.string(),
  modular: z.string(),
  code: z.string(),
  name: z.string().nullable(),
  width: z.number().nullable(),
  hidden,
  index: z.number(),
});

const item = z.object({
  systemCode: code.optional(),
  modular: code.optional(),
  code,
  name: z.string().max(100).nullish(),
  width: z.coerce.number().int().min(0).max(5000).nullish(),
  hidden: z.coerce.number().pipe(hidden).default(0),
  index: z.coerce.number().int().min(0).max(10_000).default(0),
});

const tags = ['column-setting'];

export const columnSettingRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/system/col/set/list',
    {
      schema: {
        tags,
        summary: "The caller's saved columns of one module (empty: the screen's defaults)",
        querystring: z.object({ systemCode: code.default(SYSTEM_CODE), modular: code }),
        response: { 200: envelope(z.array(settingSchema)) },
      },
    },
    async (request) => ok(await listColumnSettings(db, callerOf(request), request.query)),
  );

  app.post(
    '/system/col/set/saveList',
    {
      // Toggling a column back and forth repeats a body legitimately; nobody needs these in the operation log.
      config: { repeatGuard: false, log: false },
      schema: {
        tags,
        summary: "Replace the caller's columns of one module; an empty list (with ?modular=) resets",
        querystring: z.object({ systemCode: code.optional(), modular: code.optional() }),
        body: z.array(item).max(300),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await saveColumnSettings(db, callerOf(request), request.query, request.body);
      return ok(null);
    },
  );
};
