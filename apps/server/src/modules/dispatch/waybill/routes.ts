import type { ApiAction } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { countEnvelope, envelope, ok, page, pageEnvelope, savedEnvelope } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { textList } from '../../../platform/query-params';
import { readImportUpload, sendXlsx } from '../../../platform/xlsx-import';
import { asyncField, columnKeysField } from '../../reporting';
import { waybillRowSchema } from '../core/schemas';
import { editRemark, printReset, updateWaybillCarrier, waybillLog } from './edit-waybills';
import { exportWaybills } from './export-waybills';
import { importWaybills, waybillImportTemplate } from './import-waybills';
import {
  getWaybill,
  listReviewedWaybills,
  listWaybills,
  selectWaybillIds,
  waybillDetailsOfShipments,
  waybillsOfShipment,
} from './list-waybills';
import { confirmAndPushSf, pushRosOrders, rosOrderFullSaveVo } from './ros-order';
import { saveWaybill } from './save-waybill';
import {
  cancelBody,
  carShiftConfigSchema,
  editRemarkBody,
  handoutBody,
  idListBody,
  logRowSchema,
  pushAnswerSchema,
  rosOrderFullSaveVoSchema,
  strategyNameSchema,
  waybillBody,
  waybillDetailSchema,
  waybillFilter,
  waybillListQuery,
} from './schemas';
import { carShiftConfig, splitStrategyNames } from './waybill-options';
import { type ListAction, transitionWaybills } from './waybill-transitions';

const tags = ['order-waybill'];
const log = { title: 'Waybill' };
const P = 'order:waybill';
const uuidParams = z.object({ uuid: z.string().min(1).max(64) });

/** Waybills; every path and key is listed in docs/api.md. */
export const waybillRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/order/waybill/list',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary: 'Waybills of the selected dispatch center and the caller’s clients (paged, sortable)',
        querystring: waybillListQuery,
        response: { 200: pageEnvelope(waybillRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listWaybills(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/order/waybill/getWaybillListByReviewed',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary: 'The list limited to audited (E) waybills',
        querystring: waybillListQuery,
        response: { 200: pageEnvelope(waybillRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listReviewedWaybills(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/order/waybill/selectIds',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary: 'The uuids of every waybill matching the list filters (select all across pages; ≤ 10,000)',
        querystring: waybillFilter,
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (request) => ok(await selectWaybillIds(db, callerOf(request), request.query)),
  );

  app.get(
    '/order/waybill/get/:uuid',
    {
      config: { permission: `${P}:query` },
      schema: {
        tags,
        summary: 'One waybill with its lines and its stations’ windows (404 missing, 403 outside scope)',
        params: uuidParams,
        response: { 200: envelope(waybillDetailSchema) },
      },
    },
    async (request) => ok(await getWaybill(db, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/order/waybill/selectWaybillByShipId',
    {
      config: { permission: `${P}:query` },
      schema: {
        tags,
        summary: 'The waybill rows of one shipment',
        querystring: z.object({ shipmentId: z.string().trim().min(1).max(64) }),
        response: { 200: envelope(z.array(waybillRowSchema)) },
      },
    },
    async (request) => ok(await waybillsOfShipment(db, callerOf(request), request.query.shipmentId)),
  );

  app.get(
    '/order/waybill/getWaybillByShipment',
    {
      config: { permission: `${P}:query` },
      schema: {
        tags,
        summary: 'The waybills of some shipments with their lines (shipmentIds=a,b)',
        querystring: z.object({ shipmentIds: textList }),
        response: { 200: envelope(z.array(waybillDetailSchema)) },
      },
    },
    async (request) => ok(await waybillDetailsOfShipments(db, callerOf(request), request.query.shipmentIds)),
  );

  for (const path of ['/order/waybill/save', '/order/waybill/update'] as const) {
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
          summary: isUpdate ? 'Change an open waybill' : 'Create a waybill (a uuid updates)',
          description:
            'The form and the upstream entry. source FORM (default) or API, by the body field `source` or ' +
            'the header `x-tms-source: API`. References by uuid or code; totals computed from the lines.',
          body: isUpdate ? waybillBody.extend({ uuid: z.string().trim().min(1).max(64) }) : waybillBody,
          response: { 200: savedEnvelope },
        },
      },
      async (request) => {
        const header = String(request.headers['x-tms-source'] ?? '').toUpperCase();
        const source = request.body.source ?? (header === 'API' ? 'API' : 'FORM');
        const saved = await saveWaybill(db, callerOf(request), request.body, source);
        return ok(saved, t(request.lang, 'waybill.saved', { code: saved.code }));
      },
    );
  }

  const transitions: [string, ListAction, ApiAction<typeof P>][] = [
    ['/order/waybill/waybillConfirmation', 'confirm', 'confirm'],
    ['/order/waybill/waybillWithdrawal', 'withdraw', 'withdraw'],
    ['/order/waybill/handoutCancel', 'handoutCancel', 'handout'],
  ];
  for (const [path, action, key] of transitions) {
    app.post(
      path,
      {
        // No repeat guard: the state machine refuses a repeated transition with its own message.
        config: { permission: `${P}:${key}`, repeatGuard: false, log: { ...log, businessType: 'UPDATE' } },
        schema: {
          tags,
          summary: `Waybill transition ${action} (all-or-nothing; a refusal names the waybill)`,
          body: idListBody,
          response: { 200: countEnvelope },
        },
      },
      async (request) => {
        const count = await transitionWaybills(db, callerOf(request), request.body.idList, action);
        return ok({ count }, t(request.lang, 'waybill.done', { count }));
      },
    );
  }

  app.post(
    '/order/waybill/handout',
    {
      config: {
        permission: `${P}:handout`,
        repeatGuard: false,
        log: { ...log, businessType: 'UPDATE' },
      },
      schema: {
        tags,
        summary: 'Hand out audited waybills (E -> D) with a hand-out remark',
        body: handoutBody,
        response: { 200: countEnvelope },
      },
    },
    async (request) => {
      const { idList, handoutRemark } = request.body;
      const count = await transitionWaybills(db, callerOf(request), idList, 'handout', { handoutRemark });
      return ok({ count }, t(request.lang, 'waybill.done', { count }));
    },
  );

  app.post(
    '/order/waybill/cancel',
    {
      config: {
        permission: `${P}:cancel`,
        repeatGuard: false,
        log: { ...log, businessType: 'UPDATE' },
      },
      schema: {
        tags,
        summary: 'Cancel open or audited waybills (O/E -> C), with a remark for the log',
        body: cancelBody,
        response: { 200: countEnvelope },
      },
    },
    async (request) => {
      const { idList, remark } = request.body;
      const count = await transitionWaybills(db, callerOf(request), idList, 'cancel', { remark });
      return ok({ count }, t(request.lang, 'waybill.done', { count }));
    },
  );

  app.get(
    '/order/waybill/selectStrategyNames',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary: 'The split strategies the waybill screens offer, as {value, label} in the request language',
        response: { 200: envelope(z.array(strategyNameSchema)) },
      },
    },
    async (request) => ok(splitStrategyNames(request.lang)),
  );

  app.get(
    '/order/waybill/selectCarShiftConfig',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          'Vehicle shifts of a dispatch center (dispatchCenterId, default the selected one): shift code, name, ' +
          'start and end HH:mm, from the system parameter tms.carShiftConfig',
        description:
          'tms.carShiftConfig holds JSON: {"default": [shift…], "<dispatchCenterId>": [shift…]}, a shift being ' +
          '{shiftCode, shiftName, startTime, endTime}; a center’s own list replaces the default. Not set: no shifts.',
        querystring: z.object({ dispatchCenterId: z.string().trim().min(1).max(64).optional() }),
        response: { 200: envelope(carShiftConfigSchema) },
      },
    },
    async (request) => ok(await carShiftConfig(db, callerOf(request), request.query.dispatchCenterId)),
  );

  app.get(
    '/order/waybill/rosOrderFullSaveVo',
    {
      config: { permission: `${P}:query` },
      schema: {
        tags,
        summary:
          'A waybill’s full export payload for the outside order system (uuid): the waybill, its lines and its ' +
          'pick-up and delivery stops (404 missing, 403 outside scope)',
        querystring: z.object({ uuid: z.string().trim().min(1).max(64) }),
        response: { 200: envelope(rosOrderFullSaveVoSchema) },
      },
    },
    async (request) => ok(await rosOrderFullSaveVo(db, callerOf(request), request.query.uuid)),
  );

  app.post(
    '/order/waybill/rosOrderFullSaveVoByIds',
    {
      config: { permission: `${P}:push`, repeatGuard: false, log: { ...log, businessType: 'OTHER' } },
      schema: {
        tags,
        summary:
          'Push the full payloads of waybills (idList) to the outside order system (integration setting ros); ' +
          'every attempt is in the push log',
        body: idListBody,
        response: { 200: envelope(pushAnswerSchema) },
      },
    },
    async (request) => {
      const answer = await pushRosOrders(db, callerOf(request), request.lang, request.body.idList);
      return ok(answer, t(request.lang, 'waybill.pushed', { count: answer.count }));
    },
  );

  app.post(
    '/order/waybill/waybillConfirmationSfRh',
    {
      config: { permission: `${P}:confirm`, repeatGuard: false, log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary:
          'Confirm waybills (O -> E, as waybillConfirmation; audited ones stay) and push their payloads to SF ' +
          '(integration setting sf); a failed push leaves them confirmed and is answered, calling again re-sends',
        body: idListBody,
        response: { 200: envelope(pushAnswerSchema) },
      },
    },
    async (request) => {
      const answer = await confirmAndPushSf(db, callerOf(request), request.lang, request.body.idList);
      return ok(answer, t(request.lang, 'waybill.pushed', { count: answer.pushed }));
    },
  );

  app.get(
    '/order/waybill/log/:uuid',
    {
      config: { permission: `${P}:log` },
      schema: {
        tags,
        summary: 'Every logged change of one waybill, oldest first',
        params: uuidParams,
        response: { 200: envelope(z.array(logRowSchema)) },
      },
    },
    async (request) => ok(await waybillLog(db, callerOf(request), request.params.uuid)),
  );

  app.post(
    '/order/waybill/editRemark',
    {
      config: { permission: `${P}:edit`, log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: 'Change a waybill’s remark',
        body: editRemarkBody,
        response: { 200: countEnvelope },
      },
    },
    async (request) => {
      const count = await editRemark(db, callerOf(request), request.body.uuid, request.body.remark);
      return ok({ count });
    },
  );

  app.post(
    '/order/waybill/updateWaybillCarrier',
    {
      config: { permission: `${P}:edit`, log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: 'Set the carrier of waybills (query ids=a,b&carrierId=; empty carrierId clears it)',
        querystring: z.object({
          ids: textList,
          carrierId: z
            .string()
            .trim()
            .max(64)
            .optional()
            .transform((v) => v || undefined),
        }),
        response: { 200: countEnvelope },
      },
    },
    async (request) => {
      const { ids, carrierId } = request.query;
      const count = await updateWaybillCarrier(db, callerOf(request), ids, carrierId);
      return ok({ count }, t(request.lang, 'waybill.done', { count }));
    },
  );

  app.post(
    '/order/waybill/printReset',
    {
      config: { permission: `${P}:edit`, log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: 'Reset the print count of waybills (query ids=a,b)',
        querystring: z.object({ ids: textList }),
        response: { 200: countEnvelope },
      },
    },
    async (request) => {
      const count = await printReset(db, callerOf(request), request.query.ids);
      return ok({ count }, t(request.lang, 'waybill.done', { count }));
    },
  );

  app.post(
    '/schedule/waybillExport/exportWaybill',
    {
      config: { permission: `${P}:export`, readOnly: true },
      schema: {
        tags,
        summary: 'Export the filtered list (xlsx blob; over 5,000 rows a download-center task {taskId})',
        description:
          'columns: the visible column keys of the list in display order (whitelisted; none: all); ' +
          'async: true always queues a download-center task (progress and rows written in the task list).',
        body: waybillFilter.extend({ columns: columnKeysField, async: asyncField }).optional(),
      },
    },
    async (request, reply) =>
      exportWaybills(deps, callerOf(request), request.lang, reply, request.body ?? waybillFilter.parse({})),
  );

  app.get(
    '/order/waybill/importTemplate',
    {
      config: { permission: `${P}:import` },
      schema: { tags, summary: 'The waybill import template (xlsx, headers in the request language)' },
    },
    async (request, reply) => sendXlsx(reply, await waybillImportTemplate(request.lang)),
  );

  app.post(
    '/order/waybill/importData',
    {
      schema: {
        tags,
        summary: 'Import waybills from xls/xlsx (one goods line a row; max 5 MB); one bad row saves nothing',
        description:
          'multipart/form-data with one file. Rows with the same client and reference number make one ' +
          'waybill. On any bad row: code 500, msg system.import.badRows, data [{row, field, message}].',
        consumes: ['multipart/form-data'],
        response: { 200: countEnvelope },
      },
      config: { permission: `${P}:import`, repeatGuard: false, log: { ...log, businessType: 'IMPORT' } },
    },
    async (request) => {
      const count = await importWaybills(
        db,
        callerOf(request),
        request.lang,
        await readImportUpload(request),
      );
      return ok({ count }, t(request.lang, 'system.import.success', { count }));
    },
  );
};
