import { clientSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { optionSchema } from '../../../platform/list-query';
import { optionalText, textList } from '../../../platform/query-params';
import { readImportUpload, sendXlsx } from '../../../platform/xlsx-import';
import { bindClients } from './bind-clients';
import { clientScopeOf } from './client-scope';
import { exportClients } from './export-clients';
import { clientImportTemplate, importClients } from './import-clients';
import {
  clientDropBox,
  clientSearchSelect,
  clientsOfDataGroup,
  getClient,
  listClients,
  listClientsByDataGroup,
} from './list-clients';
import { removeClients, switchClients } from './remove-clients';
import { saveClient } from './save-client';
import {
  bindingBody,
  clientBody,
  clientFilter,
  clientListQuery,
  keywordPageQuery,
  keywordQuery,
} from './schemas';

const tags = ['base-client'];
const log = { title: 'Client' };
const P = 'base:client';
const uuidParam = z.object({ uuid: z.string().min(1).max(64) });
const groupParam = z.object({ dataGroupId: z.string().min(1).max(64) });
const idsQuery = z.object({ ids: textList });

/** Clients: lists and pickers, save, remove, enable, data group binding, import and export. */
export const baseClientRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/system/client/list',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary: "The caller's clients (filters code, name, enableFlag; paged; sortField/sortOrder)",
        querystring: clientListQuery,
        response: { 200: pageEnvelope(clientSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listClients(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/client/listByDatagroup',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary: "Clients of data group dataGroupId, or of the caller's own data groups when absent",
        description:
          "Paged like list, with the same filters and sorting; always within the caller's clients. A " +
          'dataGroupId the caller does not hold answers HTTP 403 (the unrestricted hold every group).',
        querystring: clientListQuery.extend({ dataGroupId: optionalText(64) }),
        response: { 200: pageEnvelope(clientSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listClientsByDataGroup(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/client/dropBox',
    {
      schema: {
        tags,
        summary: "Selector: the caller's enabled clients, keyword on code or name (any signed-in user)",
        description: 'ids=a,b adds those clients (disabled ones too) so a form can name the values it holds.',
        querystring: keywordQuery.extend({
          ids: z.preprocess((v) => (v === '' ? undefined : v), textList.optional()),
        }),
        response: { 200: envelope(z.array(optionSchema)) },
      },
    },
    async (request) =>
      ok(await clientDropBox(db, callerOf(request), request.query.keyword, request.query.ids ?? [])),
  );

  app.get(
    '/system/client/searchSelect',
    {
      schema: {
        tags,
        summary: "Search selector: the caller's clients, disabled ones included and flagged, at most 50",
        querystring: keywordQuery,
        response: { 200: envelope(z.array(optionSchema.extend({ enableFlag: z.string() }))) },
      },
    },
    async (request) => ok(await clientSearchSelect(db, callerOf(request), request.query.keyword)),
  );

  for (const [path, bound] of [
    ['/system/client/selectDataGroupRefClient/:dataGroupId', true],
    ['/system/client/selectDataGroupNotRefClient/:dataGroupId', false],
  ] as const) {
    app.get(
      path,
      {
        config: { permission: `${P}:list` },
        schema: {
          tags,
          summary: bound
            ? "The caller's clients bound to the data group (paged, keyword on code or name)"
            : "The caller's clients not bound to the data group (paged, keyword on code or name)",
          params: groupParam,
          querystring: keywordPageQuery,
          response: { 200: pageEnvelope(clientSchema) },
        },
      },
      async (request) => {
        const { rows, total } = await clientsOfDataGroup(
          db,
          callerOf(request),
          request.params.dataGroupId,
          bound,
          request.query,
        );
        return page(rows, total);
      },
    );
  }

  app.get(
    '/system/client/get/:uuid',
    {
      // The edit form's source: full personal numbers for a caller who may edit the client.
      config: { permission: `${P}:query`, log, personalData: { fullFor: [`${P}:edit`] } },
      schema: {
        tags,
        summary: "One client (HTTP 403 outside the caller's clients)",
        params: uuidParam,
        response: { 200: envelope(clientSchema) },
      },
    },
    async (request) => ok(await getClient(db, callerOf(request), request.params.uuid)),
  );

  for (const path of ['/system/client/save', '/system/client/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? `${P}:edit` : `${P}:add`,
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate ? 'Change a client' : 'Create a client (a uuid updates)',
          description:
            'minTemperature and maxTemperature are filled together, the minimum is 0 or more and not above ' +
            'the maximum (base.client.* messages).',
          body: clientBody,
          response: { 200: envelope(z.object({ uuid: z.string() })) },
        },
      },
      async (request) =>
        ok({ uuid: await saveClient(db, callerOf(request), request.body, isUpdate || !!request.body.uuid) }),
    );
  }

  app.post(
    '/system/client/remove',
    {
      config: { permission: `${P}:remove`, log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove clients softly (refused while present stations belong to one)',
        querystring: idsQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeClients(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  for (const [path, target] of [
    ['/system/client/updateEnable', 'Y'],
    ['/system/client/updateDisable', 'N'],
  ] as const) {
    app.post(
      path,
      {
        config: {
          permission: target === 'Y' ? `${P}:enable` : `${P}:disable`,
          log: { ...log, businessType: 'UPDATE' },
        },
        schema: {
          tags,
          summary:
            target === 'Y'
              ? 'Enable clients (refused when already enabled)'
              : 'Disable clients (refused when already disabled)',
          querystring: idsQuery,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await switchClients(db, callerOf(request), request.query.ids, target);
        return ok(null);
      },
    );
  }

  for (const [path, bound] of [
    ['/system/client/binding1', true],
    ['/system/client/unbinding1', false],
  ] as const) {
    app.post(
      path,
      {
        config: { permission: 'base:dataGroup:bind', log: { title: 'Data group', businessType: 'GRANT' } },
        schema: {
          tags,
          summary: bound ? 'Bind clients to a data group' : 'Unbind clients from a data group',
          body: bindingBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await bindClients(db, callerOf(request), request.body, bound);
        return ok(null);
      },
    );
  }

  app.get(
    '/system/client/export',
    {
      config: { permission: `${P}:export` },
      schema: {
        tags,
        summary: 'Export the list (xlsx; over 5000 rows a download-center task, answered as {taskId})',
        querystring: clientFilter,
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const scope = await clientScopeOf(db, caller);
      return exportClients(deps, caller, request.lang, reply, {
        filter: request.query,
        scope: { clientIds: scope.clientIds },
      });
    },
  );

  app.get(
    '/system/client/importTemplate',
    {
      config: { permission: `${P}:import` },
      schema: { tags, summary: 'The client import template (xlsx)' },
    },
    async (request, reply) => sendXlsx(reply, await clientImportTemplate(request.lang)),
  );

  app.post(
    '/system/client/importData',
    {
      config: { permission: `${P}:import`, repeatGuard: false, log: { ...log, businessType: 'IMPORT' } },
      schema: {
        tags,
        summary: 'Import clients from xls/xlsx (max 5 MB); one bad row and nothing is saved',
        description:
          'multipart/form-data with one file; on any bad row code 500, msg system.import.badRows and ' +
          'data [{row, field, message}].',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ count: z.number() })) },
      },
    },
    async (request) => {
      const count = await importClients(db, callerOf(request), request.lang, await readImportUpload(request));
      return ok({ count }, t(request.lang, 'system.import.success', { count }));
    },
  );
};
