import type { ApiPermissionKey } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { fetchSplitList } from './fetch-split-list';
import {
  splitAnswer,
  splitBody,
  splitDcBody,
  splitHeadBody,
  splitListQuery,
  splitWaybillSchema,
  withdrawAnswer,
  withdrawBody,
} from './schemas';
import { splitWaybillHead } from './split-head';
import { splitWaybill } from './split-waybill';
import { withdrawSplit } from './withdraw-split';

const tags = ['order-split'];
const P = 'order:lineAdjust';
const SPLIT: ApiPermissionKey = `${P}:split`;
const log = { title: 'Waybill split', businessType: 'UPDATE' } as const;

/**
 * Splitting waybills and withdrawing a split (docs/api.md "Splitting waybills"): the pool's component split
 * dialog and its withdraw split button.
 */
export const orderSplitRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  const done = (
    lang: Parameters<typeof t>[0],
    answer: { waybillId: string; waybillIds: string[]; codes: string[] },
  ) => ok(answer, t(lang, 'waybill.split.done', { codes: answer.codes.join(', ') }));

  app.get(
    '/order/waybill/selectWaybillSplitList',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          'Split fetch: the waybills of uuidList (comma-joined) with their lines and whether they may be split',
        querystring: splitListQuery,
        response: { 200: envelope(splitWaybillSchema.array()) },
      },
    },
    async (request) => ok(await fetchSplitList(db, callerOf(request), request.lang, request.query.uuidList)),
  );

  const splitSchema = (summary: string, body: typeof splitBody | typeof splitDcBody) => ({
    config: { permission: SPLIT, log },
    schema: { tags, summary, body, response: { 200: envelope(splitAnswer) } },
  });

  app.post(
    '/order/waybill/splitWaybill',
    splitSchema(
      'Split submit, SKU quantity split (tab 1): waybillList[].waybillLineList2 holds per original line the quantity split off; ' +
        'creates one child waybill (parentId, split count); isHandmade Y puts it in the caller’s pool',
      splitBody,
    ),
    async (request) =>
      done(request.lang, await splitWaybill(db, callerOf(request), request.body, 'quantity')),
  );

  app.post(
    '/order/waybill/splitByItemAttribute',
    splitSchema('Split submit, transport class split (tab 2): as splitWaybill, whole lines only', splitBody),
    async (request) => done(request.lang, await splitWaybill(db, callerOf(request), request.body, 'class')),
  );

  app.post(
    '/order/waybill/splitDC',
    splitSchema(
      'Split to another dispatch center: as splitWaybill; the child belongs to dispatchCenterId (audited, not held)',
      splitDcBody,
    ),
    async (request) => done(request.lang, await splitWaybill(db, callerOf(request), request.body, 'class')),
  );

  app.post(
    '/order/waybill/splitWaybillHead',
    {
      config: { permission: `${P}:split`, log },
      schema: {
        tags,
        summary:
          'Split the head by class in one step: the first temperature (or classification) stays, each further one becomes a child',
        body: splitHeadBody,
        response: { 200: envelope(splitAnswer) },
      },
    },
    async (request) => done(request.lang, await splitWaybillHead(db, callerOf(request), request.body)),
  );

  app.post(
    '/order/waybill/splitCancel',
    {
      config: { permission: `${P}:split`, log },
      schema: {
        tags,
        summary:
          'Withdraw split (uuid): the family of the waybill merges back into its parent; refused when any is scheduled (S) or held by another',
        body: withdrawBody,
        response: { 200: envelope(withdrawAnswer) },
      },
    },
    async (request) => {
      const { codes, code, ...data } = await withdrawSplit(db, callerOf(request), request.body.uuid);
      return ok(data, t(request.lang, 'waybill.split.withdrawn', { codes: codes.join(', '), code }));
    },
  );
};
