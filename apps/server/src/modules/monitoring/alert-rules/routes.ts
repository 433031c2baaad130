import { alertRuleBodySchema, alertRuleViewSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { textList } from '../../../platform/query-params';
import { removeAlertRules, switchAlertRules } from './change-alert-rules';
import { getAlertRule, listAlertRules } from './list-alert-rules';
import { saveAlertRule } from './save-alert-rule';
import { alertRuleListQuery } from './schemas';

const tags = ['monitor-alert-rule'];
const P = 'monitor:alertRule';
const log = { title: 'Alert rule' };
const uuidParam = z.string().trim().min(1).max(64);
const idsQuery = z.object({ ids: textList });

/**
 * Alert rules of the nine rule screens (geo fence, speed, stop, temperature, fatigue, door, GPS loss,
 * delay, arrive/leave): one flat record, each screen listing its type.
 */
export const alertRuleRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/monitor/alertRule/list',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          'Alert rules of the caller\u2019s dispatch centers and those for every center (paged; filter type, code, name, status, dispatchCenterId)',
        description:
          'Sorting: sortField (code, name, type, status, dispatchCenterName, createTime, updateTime) and sortOrder ascend/descend.',
        querystring: alertRuleListQuery,
        response: { 200: pageEnvelope(alertRuleViewSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listAlertRules(db, callerOf(request), request.query, request.lang);
      return page(rows, total);
    },
  );

  app.get(
    '/monitor/alertRule/get/:uuid',
    {
      config: { permission: `${P}:query`, log },
      schema: {
        tags,
        summary: 'One alert rule (HTTP 403 when it belongs to another dispatch center)',
        params: z.object({ uuid: uuidParam }),
        response: { 200: envelope(alertRuleViewSchema) },
      },
    },
    async (request) => ok(await getAlertRule(db, callerOf(request), request.params.uuid, request.lang)),
  );

  for (const isUpdate of [false, true]) {
    app.post(
      `/monitor/alertRule/${isUpdate ? 'update' : 'save'}`,
      {
        config: {
          permission: `${P}:${isUpdate ? 'edit' : 'add'}`,
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate
            ? 'Change an alert rule (uuid)'
            : 'Create an alert rule (a uuid updates); refused with every field problem in data',
          body: isUpdate ? alertRuleBodySchema.extend({ uuid: uuidParam }) : alertRuleBodySchema,
          response: { 200: envelope(z.object({ uuid: z.string() })) },
        },
      },
      async (request) => ok({ uuid: await saveAlertRule(db, callerOf(request), request.lang, request.body) }),
    );
  }

  app.post(
    '/monitor/alertRule/remove',
    {
      config: { permission: `${P}:remove`, log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove alert rules (soft; ids=uuid,uuid)',
        querystring: idsQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeAlertRules(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  for (const [action, status] of [
    ['enable', 'enabled'],
    ['disable', 'disabled'],
  ] as const) {
    app.post(
      `/monitor/alertRule/${action}`,
      {
        config: { permission: `${P}:${action}`, log: { ...log, businessType: 'UPDATE' } },
        schema: {
          tags,
          summary: `${action === 'enable' ? 'Enable' : 'Disable'} alert rules (ids=uuid,uuid); refused when one already is`,
          querystring: idsQuery,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await switchAlertRules(db, callerOf(request), request.query.ids, status);
        return ok(null);
      },
    );
  }
};
