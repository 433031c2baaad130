import { menuLanguageBody, menuLanguageSchema } from '@tms/contract';
import { LANGUAGES } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope, pageQuery } from '../../../platform/envelope';
import { idList, optionalText } from '../../../platform/query-params';
import { listMenuLanguages } from './list-menu-languages';
import { removeMenuLanguages } from './remove-menu-languages';
import { saveMenuLanguage } from './save-menu-language';

const tags = ['system-menu-language'];
const log = { title: 'Menu language' };

/** The screen's paths, and the spec's own spelling of them (/sys/meun/language/...). */
const PREFIXES = ['/system/menuLanguage', '/sys/meun/language'] as const;

export const systemMenuLanguageRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  for (const prefix of PREFIXES) {
    const alias = prefix.startsWith('/sys/') ? ' (alias of /system/menuLanguage)' : '';
    app.get(
      `${prefix}/list`,
      {
        config: { permission: 'system:menuLanguage:list' },
        schema: {
          tags,
          summary: `Menu names per language (paged; filter menuId, lang, name)${alias}`,
          querystring: pageQuery.extend({
            menuId: z.coerce.number().int().positive().optional(),
            lang: z.enum(LANGUAGES).optional(),
            name: optionalText(60),
          }),
          response: { 200: pageEnvelope(menuLanguageSchema) },
        },
      },
      async (request) => {
        const { rows, total } = await listMenuLanguages(db, request.query);
        return page(rows, total);
      },
    );

    for (const action of ['save', 'update'] as const) {
      const isUpdate = action === 'update';
      app.post(
        `${prefix}/${action}`,
        {
          config: {
            permission: isUpdate ? 'system:menuLanguage:edit' : 'system:menuLanguage:add',
            log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
          },
          schema: {
            tags,
            summary: `${isUpdate ? 'Change a menu name' : 'Add a menu name in a language (id > 0 updates)'}${alias}`,
            body: isUpdate
              ? menuLanguageBody.extend({ id: z.coerce.number().int().positive() })
              : menuLanguageBody,
            response: { 200: envelope(z.object({ id: z.number() })) },
          },
        },
        async (request) => ok({ id: await saveMenuLanguage(db, callerOf(request), request.body) }),
      );
    }

    app.post(
      `${prefix}/remove`,
      {
        config: { permission: 'system:menuLanguage:remove', log: { ...log, businessType: 'DELETE' } },
        schema: {
          tags,
          summary: `Remove menu names${alias}`,
          querystring: z.object({ ids: idList }),
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await removeMenuLanguages(db, request.query.ids);
        return ok(null);
      },
    );
  }
};
