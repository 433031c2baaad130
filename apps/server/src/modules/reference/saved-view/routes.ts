import { savedViewBody, savedViewSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok } from '../../../platform/envelope';
import { listSavedViews, removeSavedView, saveSavedView } from './saved-views';

const tags = ['saved-view'];
const listKey = savedViewBody.shape.listKey;

/**
 * Saved views (docs/api.md "Saved views"): a user's named filters and columns per list. Like the
 * column settings, every signed-in user keeps their own and sees only their own, so no permission key.
 */
export const savedViewRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/system/savedView/list',
    {
      schema: {
        tags,
        summary: "The caller's saved views of one list (listKey), by name",
        querystring: z.object({ listKey }),
        response: { 200: envelope(z.array(savedViewSchema)) },
      },
    },
    async (request) => ok(await listSavedViews(db, callerOf(request), request.query.listKey)),
  );

  app.post(
    '/system/savedView/save',
    {
      config: { log: false },
      schema: {
        tags,
        summary:
          'Save a view (with id: rename, new payload or default); names unique per user and list, at most 50 per list',
        body: savedViewBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (request) => ok(await saveSavedView(db, callerOf(request), request.body)),
  );

  app.post(
    '/system/savedView/remove/:id',
    {
      config: { log: false },
      schema: {
        tags,
        summary: "Remove one of the caller's saved views",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeSavedView(db, callerOf(request), request.params.id);
      return ok(null);
    },
  );
};
