import { dictDataSchema, dictEntrySchema, dictLabelsSchema, dictTypeSchema } from '@tms/contract';
import { PUBLIC_CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope, pageQuery } from '../../../platform/envelope';
import { idList, optionalText, statusField } from '../../../platform/query-params';
import { allDictEntries, dictEntries } from './dict-entries';
import { listDictData, selectAllByType } from './list-dict-data';
import { dictTypeOptions, listDictTypes } from './list-dict-types';
import { removeDictData } from './remove-dict-data';
import { removeDictTypes } from './remove-dict-types';
import { saveDictData } from './save-dict-data';
import { saveDictType } from './save-dict-type';

const dictTypeCode = z.string().trim().min(1).max(100).regex(PUBLIC_CODE_PATTERN, 'common.invalidPublicCode');

const dictTypeBody = z.object({
  id: z.coerce.number().int().min(0).optional(),
  dictName: z.string().trim().min(1).max(100),
  labels: dictLabelsSchema.optional(),
  dictType: dictTypeCode,
  status: statusField.default('0'),
  remark: z.string().max(REMARK_MAX).nullish(),
});

const dictDataBody = z.object({
  id: z.coerce.number().int().min(0).optional(),
  dictType: dictTypeCode,
  dictLabel: z.string().trim().min(1).max(100),
  labels: dictLabelsSchema.optional(),
  dictValue: z.string().trim().min(1).max(100),
  dictSort: z.coerce.number().int().min(0).max(99_999).default(0),
  cssClass: z.string().trim().max(100).nullish(),
  listClass: z.string().trim().max(100).nullish(),
  isDefault: z.enum(['Y', 'N']).default('N'),
  status: statusField.default('0'),
  remark: z.string().max(REMARK_MAX).nullish(),
});

const tags = ['system-dict'];
const typeLog = { title: 'Dictionary type' };
const dataLog = { title: 'Dictionary data' };

export const systemDictRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/system/dict/type/list',
    {
      config: { permission: 'system:dict:list' },
      schema: {
        tags,
        summary: 'Dictionary types (paged)',
        querystring: pageQuery.extend({
          dictName: optionalText(),
          dictType: optionalText(),
          status: statusField.optional(),
        }),
        response: { 200: pageEnvelope(dictTypeSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listDictTypes(db, request.query, request.lang);
      return page(rows, total);
    },
  );

  app.get(
    '/system/dict/type/optionselect',
    {
      config: { permission: 'system:dict:list' },
      schema: {
        tags,
        summary: 'Every dictionary type',
        response: { 200: envelope(z.array(dictTypeSchema)) },
      },
    },
    async (request) => ok(await dictTypeOptions(db, request.lang)),
  );

  for (const path of ['/system/dict/type/save', '/system/dict/type/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'system:dict:edit' : 'system:dict:add',
          log: { ...typeLog, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate ? 'Change a dictionary type' : 'Create a dictionary type (id > 0 updates)',
          body: isUpdate ? dictTypeBody.extend({ id: z.coerce.number().int().positive() }) : dictTypeBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (request) => ok({ id: await saveDictType(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/dict/type/remove',
    {
      config: { permission: 'system:dict:remove', log: { ...typeLog, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove dictionary types (refused while they have entries)',
        querystring: z.object({ ids: idList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeDictTypes(db, request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/system/dict/data/list',
    {
      config: { permission: 'system:dict:list' },
      schema: {
        tags,
        summary: 'Dictionary entries (paged, by dictType)',
        querystring: pageQuery.extend({
          dictType: optionalText(),
          dictLabel: optionalText(),
          dictValue: optionalText(),
          status: statusField.optional(),
        }),
        response: { 200: pageEnvelope(dictDataSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listDictData(db, request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/dict/data/selectAllByType',
    {
      config: { permission: 'system:dict:list' },
      schema: {
        tags,
        summary: 'Every entry of one type, disabled ones included',
        querystring: z.object({ dictType: dictTypeCode }),
        response: { 200: envelope(z.array(dictDataSchema)) },
      },
    },
    async (request) => ok(await selectAllByType(db, request.query.dictType)),
  );

  for (const path of ['/system/dict/data/save', '/system/dict/data/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'system:dict:edit' : 'system:dict:add',
          log: { ...dataLog, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate ? 'Change a dictionary entry' : 'Create a dictionary entry (id > 0 updates)',
          body: isUpdate ? dictDataBody.extend({ id: z.coerce.number().int().positive() }) : dictDataBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (request) => ok({ id: await saveDictData(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/dict/data/remove',
    {
      config: { permission: 'system:dict:remove', log: { ...dataLog, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove dictionary entries',
        querystring: z.object({ ids: idList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeDictData(db, request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/system/dict/data/type',
    {
      schema: {
        tags,
        summary: 'Enabled entries of one type, labels in the request language (cached)',
        querystring: z.object({ dictType: z.string().trim().min(1).max(100) }),
        response: { 200: envelope(z.array(dictEntrySchema)) },
      },
    },
    async (request) => ok(await dictEntries(db, request.query.dictType, request.lang)),
  );

  app.get(
    '/system/dict/data/all',
    {
      schema: {
        tags,
        summary: 'Every enabled dictionary at once {dictType: entries} (the web loads it at startup)',
        response: { 200: envelope(z.record(z.string(), z.array(dictEntrySchema))) },
      },
    },
    async (request) => ok(await allDictEntries(db, request.lang)),
  );
};
