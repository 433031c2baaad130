import { recyclableBalanceSchema, recyclableMoveSchema, recyclableSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { optionSchema } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';
import { listHandlers, registerCrudRoutes } from '../shared/crud-routes';
import { listRecyclableMoves, recordRecyclableMove, recyclableBalance } from './recyclable-moves';
import { exportRecyclables, recyclableDropBox, recyclableList, saveRecyclable } from './recyclables';
import {
  recyclableBody,
  recyclableFilter,
  recyclableListQuery,
  recyclableMoveBody,
  recyclableMoveFilter,
  recyclableMoveListQuery,
} from './schemas';

/**
 * Recyclable items (循环物料): crate and pallet kinds, the ledger of movements out with shipments and
 * back, and the balance per station and carrier.
 */
export const recyclableRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  registerCrudRoutes(app, deps, {
    entity: 'recyclable',
    tag: 'base-recyclable',
    title: 'Recyclable item',
    summary: {
      list: 'Recyclable kinds (paged, sortable; filter code, name, recyclableType, enableFlag)',
      get: 'One recyclable kind',
      save: 'Create a recyclable kind (a uuid updates)',
      update: 'Change a recyclable kind',
      remove: 'Remove recyclable kinds (soft; ids=uuid,uuid)',
      dropBox: 'Enabled recyclable kinds for selectors; any signed-in user',
    },
    row: recyclableSchema,
    listQuery: recyclableListQuery,
    body: recyclableBody,
    updateBody: recyclableBody.extend({ uuid: z.string().trim().min(1).max(64) }),
    ...listHandlers(recyclableList, db),
    save: (c, body, isUpdate) => saveRecyclable(db, c.caller, body, isUpdate),
    dropBox: {
      query: z.object({ keyword: optionalText(60) }),
      row: optionSchema,
      run: (_c, query) => recyclableDropBox(db, query.keyword),
    },
    export: { filter: recyclableFilter, run: exportRecyclables },
  });

  const tags = ['base-recyclable'];
  app.get(
    '/system/recyclableMove/list',
    {
      config: { permission: 'base:recyclable:list' },
      schema: {
        tags,
        summary: "Recyclable movements at the caller's stations, newest first (paged)",
        querystring: recyclableMoveListQuery,
        response: { 200: pageEnvelope(recyclableMoveSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listRecyclableMoves(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/recyclableMove/balance',
    {
      config: { permission: 'base:recyclable:list' },
      schema: {
        tags,
        summary: 'Out, returned and outstanding counts per recyclable, station and carrier',
        querystring: recyclableMoveFilter,
        response: { 200: envelope(z.array(recyclableBalanceSchema)) },
      },
    },
    async (request) => ok(await recyclableBalance(db, callerOf(request), request.query)),
  );

  app.post(
    '/system/recyclableMove/save',
    {
      config: {
        permission: 'base:recyclable:add',
        log: { title: 'Recyclable ledger', businessType: 'INSERT' },
      },
      schema: {
        tags,
        summary: 'Record a movement out (OUT) or back (RETURN); quantity a whole number > 0',
        body: recyclableMoveBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (request) => ok(await recordRecyclableMove(db, callerOf(request), request.body)),
  );
};
