import { itemSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { textList } from '../../../platform/query-params';
import { readImportUpload, sendXlsx } from '../../../platform/xlsx-import';
import { exportItems } from './export-items';
import { importItems, itemImportTemplate } from './import-items';
import { getItem, itemOptions, listItems } from './list-items';
import { removeItems } from './remove-items';
import { saveItem } from './save-item';
import { itemBody, itemFilter, itemListQuery, itemOptionSchema, keywordQuery } from './schemas';

const tags = ['base-item'];
const log = { title: 'Item' };
const P = 'base:item';

/** Items (物料). The spec shows no item paths: these are chosen here and listed in docs/api.md. */
export const itemRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/system/item/list',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          "Items of the caller's clients and shared ones (paged, sortable; filter code, name, temperature, " +
          'transClassification, itemType, clientId, barcode, enableFlag)',
        querystring: itemListQuery,
        response: { 200: pageEnvelope(itemSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listItems(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/item/get/:uuid',
    {
      config: { permission: `${P}:query` },
      schema: {
        tags,
        summary: 'One item (403 outside the caller’s clients)',
        params: z.object({ uuid: z.string().min(1).max(64) }),
        response: { 200: envelope(itemSchema) },
      },
    },
    async (request) => ok(await getItem(db, callerOf(request), request.params.uuid)),
  );

  for (const path of ['/system/item/save', '/system/item/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: `${P}:${isUpdate ? 'edit' : 'add'}`,
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate ? 'Change an item' : 'Create an item (a uuid updates)',
          body: isUpdate ? itemBody.extend({ uuid: z.string().trim().min(1).max(64) }) : itemBody,
          response: { 200: envelope(z.object({ uuid: z.string() })) },
        },
      },
      async (request) => ok({ uuid: await saveItem(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/item/remove',
    {
      config: { permission: `${P}:remove`, log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove items (soft; ids=uuid,uuid)',
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeItems(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/system/item/dropBox',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          'Enabled items for selectors (keyword on code/name/barcode; clientId, temperature); at most 200',
        querystring: keywordQuery,
        response: { 200: envelope(z.array(itemOptionSchema)) },
      },
    },
    async (request) => ok(await itemOptions(db, callerOf(request), request.query, 200)),
  );

  app.get(
    '/system/item/searchSelect',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary: 'Type-ahead search: enabled items by keyword on code, name or exact barcode; at most 50',
        querystring: keywordQuery,
        response: { 200: envelope(z.array(itemOptionSchema)) },
      },
    },
    async (request) => ok(await itemOptions(db, callerOf(request), request.query, 50)),
  );

  app.get(
    '/system/item/export',
    {
      config: { permission: `${P}:export` },
      schema: {
        tags,
        summary: 'Export the list (xlsx; over 5000 rows a download-center task, answered as {taskId})',
        querystring: itemFilter,
      },
    },
    async (request, reply) => exportItems(deps, callerOf(request), request.lang, reply, request.query),
  );

  app.get(
    '/system/item/importTemplate',
    {
      config: { permission: `${P}:import` },
      schema: { tags, summary: 'The item import template (xlsx, headers in the request language)' },
    },
    async (request, reply) => sendXlsx(reply, await itemImportTemplate(request.lang)),
  );

  app.post(
    '/system/item/importData',
    {
      schema: {
        tags,
        summary: 'Import items from xls/xlsx (max 5 MB); one bad row and nothing is saved',
        description:
          'multipart/form-data with one file. Every row is validated first; on any bad row the answer is ' +
          'code 500, msg system.import.badRows and data = [{row, field, message}]; nothing is saved.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ count: z.number() })) },
      },
      config: { permission: `${P}:import`, repeatGuard: false, log: { ...log, businessType: 'IMPORT' } },
    },
    async (request) => {
      const count = await importItems(db, callerOf(request), request.lang, await readImportUpload(request));
      return ok({ count }, t(request.lang, 'system.import.success', { count }));
    },
  );
};
