import { lineDraftBody, lineDraftSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok } from '../../../platform/envelope';
import { discardLineDraft, getLineDraft, saveLineDraft } from './line-drafts';

const tags = ['line-draft'];
const P = 'order:lineAdjust';

/**
 * The line adjustment screen's draft (docs/api.md "Line drafts"): the lines a dispatcher is building,
 * kept per user and dispatch center so a reload or a closed tab loses nothing.
 */
export const lineDraftRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/order/lineAdjust/draft',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          "The caller's line draft of the selected center (null: none); gone: its waybills no longer in the pool",
        response: { 200: envelope(lineDraftSchema.nullable()) },
      },
    },
    async (request) => ok(await getLineDraft(db, callerOf(request))),
  );

  app.post(
    '/order/lineAdjust/draft/save',
    {
      // Saved as the dispatcher works (debounced): the same lines may come twice, and none of it is an operation to log.
      config: { permission: `${P}:edit`, log: false, repeatGuard: false },
      schema: {
        tags,
        summary:
          "Keep the screen's lines as the caller's draft of the selected center (at most 200 KB); no line with waybills discards it",
        body: lineDraftBody,
        response: { 200: envelope(z.object({ updateTime: z.string().nullable() })) },
      },
    },
    async (request) => ok(await saveLineDraft(db, callerOf(request), request.body)),
  );

  app.post(
    '/order/lineAdjust/draft/discard',
    {
      config: { permission: `${P}:edit`, log: false, repeatGuard: false },
      schema: {
        tags,
        summary: "Discard the caller's line draft of the selected center",
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await discardLineDraft(db, callerOf(request));
      return ok(null);
    },
  );
};
