import type { Lang, ScreensWith } from '@tms/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import { callerOf } from '../../../platform/auth/plugin';
import type { DbOrTx } from '../../../platform/db';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, type PageQuery, page, pageEnvelope } from '../../../platform/envelope';
import type { SortQuery } from '../../../platform/list-query';
import { textList } from '../../../platform/query-params';
import type { MasterList } from './masters';

export type ZodApp = Parameters<FastifyPluginAsyncZod<Deps>>[0];

/** The base-data screens that have every key the shared calls require (base:<entity>:list, …, export). */
type CrudScreen = Extract<
  ScreensWith<'list' | 'query' | 'add' | 'edit' | 'remove' | 'export'>,
  `base:${string}`
>;
type EntityOf<S> = S extends `base:${infer E}` ? E : never;
/** An entity whose calls registerCrudRoutes may build: its keys are in the permission catalogue. */
export type CrudEntity = EntityOf<CrudScreen>;

/** What a use case gets from the request besides its parsed input. */
export type RouteCtx = { deps: Deps; caller: AuthContext; lang: Lang; reply: FastifyReply };

/** The OpenAPI summaries of the calls (the operation log uses `title`). */
export type CrudSummaries = {
  list: string;
  get: string;
  save: string;
  update: string;
  remove: string;
  dropBox?: string;
  export?: string;
};

/**
 * A simple master-data screen's calls under /system/<entity>/ with the permission keys
 * base:<entity>:<action>: GET list, get/:uuid, dropBox (any signed-in user), export; POST save, update
 * and remove?ids=. Each call parses its input with the given schemas and hands it to one use case.
 */
export type CrudRoutes<
  Q extends z.ZodType,
  B extends z.ZodType<{ uuid?: string | undefined }>,
  D extends z.ZodType,
  F extends z.ZodType,
> = {
  entity: CrudEntity;
  tag: string;
  title: string;
  summary: CrudSummaries;
  row: z.ZodType;
  listQuery: Q;
  body: B;
  /** The update body when it differs from the save body (e.g. the uuid required). */
  updateBody?: z.ZodType<z.output<B>>;
  list(ctx: RouteCtx, query: z.output<Q>): Promise<{ rows: unknown[]; total: number }>;
  get(ctx: RouteCtx, uuid: string): Promise<unknown>;
  /** isUpdate: the update path was called or the body carries a uuid. */
  save(ctx: RouteCtx, body: z.output<B>, isUpdate: boolean): Promise<string>;
  remove(ctx: RouteCtx, uuids: string[]): Promise<void>;
  dropBox?: {
    query: D;
    row: z.ZodType;
    description?: string;
    run(ctx: RouteCtx, query: z.output<D>): Promise<unknown[]>;
  };
  /** Answers the xlsx, or {taskId} when the list is large (an export's answer: reporting's defineExport). */
  export?: { filter: F; run(ctx: RouteCtx, filter: z.output<F>): Promise<unknown> };
};

/** list, get and remove of a master list (masters.ts defineMasterList), for a CrudRoutes spec. */
export function listHandlers<F, S, R, V>(list: MasterList<F, S, R, V>, db: DbOrTx) {
  return {
    list: (c: RouteCtx, query: PageQuery & SortQuery & F) => list.list(db, c.caller, query),
    get: (c: RouteCtx, uuid: string) => list.get(db, c.caller, uuid),
    remove: (c: RouteCtx, uuids: string[]) => list.remove(db, c.caller, uuids),
  };
}

export function registerCrudRoutes<
  Q extends z.ZodType,
  B extends z.ZodType<{ uuid?: string | undefined }>,
  D extends z.ZodType = z.ZodType,
  F extends z.ZodType = z.ZodType,
>(app: ZodApp, deps: Deps, spec: CrudRoutes<Q, B, D, F>): void {
  const base = `/system/${spec.entity}`;
  const P = `base:${spec.entity}` as const;
  const tags = [spec.tag];
  const log = { title: spec.title };
  const ctx = (request: Parameters<typeof callerOf>[0], reply: FastifyReply): RouteCtx => ({
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
        summary: spec.summary.list,
        querystring: spec.listQuery,
        response: { 200: pageEnvelope(spec.row) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await spec.list(ctx(request, reply), request.query as z.output<Q>);
      return page(rows, total);
    },
  );

  app.get(
    `${base}/get/:uuid`,
    {
      // The edit form's source: full personal numbers (contacts' phones) for a caller who may edit.
      config: { permission: `${P}:query`, log, personalData: { fullFor: [`${P}:edit`] } },
      schema: {
        tags,
        summary: spec.summary.get,
        params: z.object({ uuid: z.string().min(1).max(64) }),
        response: { 200: envelope(spec.row) },
      },
    },
    async (request, reply) => ok(await spec.get(ctx(request, reply), request.params.uuid)),
  );

  const { dropBox } = spec;
  if (dropBox) {
    app.get(
      `${base}/dropBox`,
      {
        schema: {
          tags,
          summary: spec.summary.dropBox,
          ...(dropBox.description ? { description: dropBox.description } : {}),
          querystring: dropBox.query,
          response: { 200: envelope(z.array(dropBox.row)) },
        },
      },
      async (request, reply) => ok(await dropBox.run(ctx(request, reply), request.query as z.output<D>)),
    );
  }

  for (const isUpdate of [false, true]) {
    app.post(
      `${base}/${isUpdate ? 'update' : 'save'}`,
      {
        config: {
          permission: `${P}:${isUpdate ? 'edit' : 'add'}`,
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate ? spec.summary.update : spec.summary.save,
          body: isUpdate ? (spec.updateBody ?? spec.body) : spec.body,
          response: { 200: envelope(z.object({ uuid: z.string() })) },
        },
      },
      async (request, reply) => {
        const body = request.body as z.output<B>;
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
        summary: spec.summary.remove,
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      await spec.remove(ctx(request, reply), request.query.ids);
      return ok(null);
    },
  );

  const exporter = spec.export;
  if (exporter) {
    app.get(
      `${base}/export`,
      {
        config: { permission: `${P}:export` },
        schema: {
          tags,
          summary:
            spec.summary.export ??
            'Export the list (xlsx; over 5000 rows a download-center task, answered as {taskId})',
          querystring: exporter.filter,
        },
      },
      async (request, reply) => exporter.run(ctx(request, reply), request.query as z.output<F>),
    );
  }
}
