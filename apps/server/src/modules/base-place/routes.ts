import type { Lang } from '@tms/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/caller';
import { callerOf } from '../../platform/auth/plugin';
import type { Deps } from '../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../platform/envelope';
import { textList } from '../../platform/query-params';

/** Optional `ids=a,b`. */
const optionalIds = z.preprocess((v) => (v === '' ? undefined : v), textList.optional());

import { optionSchema } from '../base-shared/list';
import {
  addressDropBox,
  exportAddresses,
  getAddress,
  listAddresses,
  removeAddresses,
  saveAddress,
} from './addresses';
import { centerScopeOf } from './center-scope';
import {
  contactDropBox,
  exportContacts,
  getContact,
  listContacts,
  removeContacts,
  saveContact,
} from './contacts';
import * as s from './schemas';
import {
  exportTransLocations,
  getTransLocation,
  listTransLocations,
  removeTransLocations,
  saveTransLocation,
  transLocationDropBox,
} from './trans-locations';
import { exportZones, getZone, listZones, removeZones, saveZone, zoneDropBox } from './zones';

type Ctx = { deps: Deps; caller: AuthContext; lang: Lang; reply: FastifyReply };

/** One base-data screen's calls: list, get/{uuid}, save/update, remove?ids=, dropBox, export. */
type Row = Record<string, unknown>;
type PlaceSpec = {
  entity: 'zone' | 'transLocation' | 'contact' | 'address';
  title: string;
  describe: string;
  row: z.ZodObject;
  listQuery: z.ZodObject;
  body: z.ZodType<{ uuid?: string | undefined }>;
  exportFilter: z.ZodObject;
  /** The parsed query/body arrive as the schemas above made them; each spec names their type. */
  list(ctx: Ctx, query: Row): Promise<{ rows: Row[]; total: number }>;
  get(ctx: Ctx, uuid: string): Promise<Row>;
  save(ctx: Ctx, body: Row, isUpdate: boolean): Promise<string>;
  remove(ctx: Ctx, uuids: string[]): Promise<void>;
  dropBox(
    ctx: Ctx,
    keyword: string | undefined,
    ids: string[],
  ): Promise<{ uuid: string; code: string; name: string }[]>;
  export(ctx: Ctx, filter: Row): Promise<unknown>;
};

function registerPlace(app: Parameters<FastifyPluginAsyncZod<Deps>>[0], deps: Deps, spec: PlaceSpec) {
  const base = `/system/${spec.entity}`;
  const P = `base:${spec.entity}`;
  const tags = [`base-${spec.entity}`];
  const log = { title: spec.title };
  const ctx = (request: Parameters<typeof callerOf>[0], reply: FastifyReply): Ctx => ({
    deps,
    caller: callerOf(request),
    lang: request.lang,
    reply,
  });

  app.get(
    `${base}/list`,
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary: `${spec.title}s (paged; sortField/sortOrder). ${spec.describe}`,
        querystring: spec.listQuery,
        response: { 200: pageEnvelope(spec.row) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await spec.list(ctx(request, reply), request.query);
      return page(rows, total);
    },
  );

  app.get(
    `${base}/get/:uuid`,
    {
      config: { permission: `${P}:query` },
      schema: {
        tags,
        summary: `One ${spec.title.toLowerCase()}`,
        params: z.object({ uuid: z.string().min(1).max(64) }),
        response: { 200: envelope(spec.row) },
      },
    },
    async (request, reply) => ok(await spec.get(ctx(request, reply), request.params.uuid)),
  );

  app.get(
    `${base}/dropBox`,
    {
      schema: {
        tags,
        summary: `Selector: enabled ${spec.title.toLowerCase()}s the caller sees, keyword on code or name (any signed-in user)`,
        description: 'ids=a,b adds those records (disabled ones too) so a form can name the values it holds.',
        querystring: s.keywordQuery.extend({ ids: optionalIds }),
        response: { 200: envelope(z.array(optionSchema)) },
      },
    },
    async (request, reply) =>
      ok(await spec.dropBox(ctx(request, reply), request.query.keyword, request.query.ids ?? [])),
  );

  for (const path of [`${base}/save`, `${base}/update`]) {
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
          summary: isUpdate
            ? `Change a ${spec.title.toLowerCase()}`
            : `Create a ${spec.title.toLowerCase()} (a uuid updates)`,
          body: spec.body,
          response: { 200: envelope(z.object({ uuid: z.string() })) },
        },
      },
      async (request, reply) => {
        const body = request.body;
        return ok({ uuid: await spec.save(ctx(request, reply), body, isUpdate || !!body.uuid) });
      },
    );
  }

  app.post(
    `${base}/remove`,
    {
      config: { permission: `${P}:remove`, log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: `Remove ${spec.title.toLowerCase()}s softly`,
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      await spec.remove(ctx(request, reply), request.query.ids);
      return ok(null);
    },
  );

  app.get(
    `${base}/export`,
    {
      config: { permission: `${P}:export` },
      schema: {
        tags,
        summary: 'Export the list (xlsx; over 5000 rows a download-center task, answered as {taskId})',
        querystring: spec.exportFilter,
      },
    },
    async (request, reply) => spec.export(ctx(request, reply), request.query),
  );
}

const centerExport = async (c: Ctx) => ({ scope: await centerScopeOf(c.deps.db, c.caller) });

/** Zones, transport locations, contacts and addresses (document 2 sections 2, 3). */
export const basePlaceRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  registerPlace(app, deps, {
    entity: 'zone',
    title: 'Zone',
    describe: "Filters code, name, dispatchCenterId, enableFlag; the selected center's and shared zones.",
    row: s.zoneSchema,
    listQuery: s.zoneListQuery,
    body: s.zoneBody,
    exportFilter: s.zoneFilter,
    list: (c, q) => listZones(db, c.caller, q as z.infer<typeof s.zoneListQuery>),
    get: (c, uuid) => getZone(db, c.caller, uuid),
    save: (c, b, u) => saveZone(db, c.caller, b as s.ZoneBody, u),
    remove: (c, ids) => removeZones(db, c.caller, ids),
    dropBox: (c, k, ids) => zoneDropBox(db, c.caller, k, ids),
    export: async (c, filter) =>
      exportZones(c.deps, c.caller, c.lang, c.reply, {
        filter: filter as z.infer<typeof s.zoneFilter>,
        ...(await centerExport(c)),
      }),
  });
  registerPlace(app, deps, {
    entity: 'transLocation',
    title: 'Transport location',
    describe: "Filters code, name, type, zoneId, enableFlag; the selected center's and shared locations.",
    row: s.transLocationSchema,
    listQuery: s.transLocationListQuery,
    body: s.transLocationBody,
    exportFilter: s.transLocationFilter,
    list: (c, q) => listTransLocations(db, c.caller, q as z.infer<typeof s.transLocationListQuery>),
    get: (c, uuid) => getTransLocation(db, c.caller, uuid),
    save: (c, b, u) => saveTransLocation(db, c.caller, b as s.TransLocationBody, u),
    remove: (c, ids) => removeTransLocations(db, c.caller, ids),
    dropBox: (c, k) => transLocationDropBox(db, c.caller, k),
    export: async (c, filter) =>
      exportTransLocations(c.deps, c.caller, c.lang, c.reply, {
        filter: filter as z.infer<typeof s.transLocationFilter>,
        ...(await centerExport(c)),
      }),
  });
  registerPlace(app, deps, {
    entity: 'contact',
    title: 'Contact',
    describe: 'Filters code, name, mobile. Shared master data.',
    row: s.contactSchema,
    listQuery: s.contactListQuery,
    body: s.contactBody,
    exportFilter: s.contactFilter,
    list: (_c, q) => listContacts(db, q as z.infer<typeof s.contactListQuery>),
    get: (_c, uuid) => getContact(db, uuid),
    save: (c, b, u) => saveContact(db, c.caller, b as s.ContactBody, u),
    remove: (c, ids) => removeContacts(db, c.caller, ids),
    dropBox: (_c, k) => contactDropBox(db, k),
    export: (c, filter) =>
      exportContacts(c.deps, c.caller, c.lang, c.reply, {
        filter: filter as z.infer<typeof s.contactFilter>,
      }),
  });
  registerPlace(app, deps, {
    entity: 'address',
    title: 'Address',
    describe: 'Filters code, province, city, keyword (address line or street). Shared master data.',
    row: s.addressSchema,
    listQuery: s.addressListQuery,
    body: s.addressBody,
    exportFilter: s.addressFilter,
    list: (_c, q) => listAddresses(db, q as z.infer<typeof s.addressListQuery>),
    get: (_c, uuid) => getAddress(db, uuid),
    save: (c, b, u) => saveAddress(db, c.caller, b as s.AddressBody, u),
    remove: (c, ids) => removeAddresses(db, c.caller, ids),
    dropBox: (_c, k) => addressDropBox(db, k),
    export: (c, filter) =>
      exportAddresses(c.deps, c.caller, c.lang, c.reply, {
        filter: filter as z.infer<typeof s.addressFilter>,
      }),
  });
};
