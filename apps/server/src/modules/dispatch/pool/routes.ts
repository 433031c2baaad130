import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { textList } from '../../../platform/query-params';
import { poolRowSchema } from '../core/schemas';
import { poolScopeOf } from '../core/scope';
import { acceptBeaconForms, cancelByBeacon } from './beacon';
import { checkHolds, releaseHolds, renewHolds, takeIntoPool } from './holds';
import { listPoolCandidates } from './list-candidates';
import { listPool, listPoolByIds } from './list-pool';
import { moveOffShipment } from './move-cancel';
import { checkMove } from './move-check';
import { poolStations } from './pool-stations';
import {
  candidateQuery,
  candidateSchema,
  holdCheckSchema,
  idListBody,
  moveCancelBody,
  moveCheckBody,
  poolListQuery,
  poolStationSchema,
  submitAnswer,
  submitBody,
} from './schemas';
import { submitLines } from './submit-lines';

const tags = ['order-pool'];
const P = 'order:lineAdjust';
const log = { title: 'Order pool' };
const idsAnswer = envelope(z.object({ idList: z.array(z.string()) }));

/**
 * The order pool and line submission (docs/api.md "Order pool and line submission"): candidates, holds, the pool panel,
 * stations, move checks and handmadeSubmit.
 */
export const orderPoolRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  acceptBeaconForms(app);
  const scopeOf = (request: Parameters<typeof callerOf>[0]) => poolScopeOf(db, callerOf(request));

  app.get(
    '/order/waybill/selectPoolCandidates',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          'Insert-order dialog: audited waybills (status E) created in [createBegin, createEnd] (at most 31 days), addresses masked',
        querystring: candidateQuery,
        response: { 200: pageEnvelope(candidateSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listPoolCandidates(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.post(
    '/order/waybill/handmade',
    {
      config: { permission: `${P}:edit`, log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: "Take waybills into the caller's pool (E -> H held by the caller); all or nothing",
        body: idListBody,
        response: { 200: idsAnswer },
      },
    },
    async (request) => ok({ idList: await takeIntoPool(db, callerOf(request), request.body.idList) }),
  );

  app.post(
    '/order/waybill/handmadeCancel',
    {
      config: { permission: `${P}:edit`, log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: "Release the caller's holds among idList (H -> E); answers the released ids",
        body: idListBody,
        response: { 200: idsAnswer },
      },
    },
    async (request) => ok({ idList: await releaseHolds(db, await scopeOf(request), request.body.idList) }),
  );

  app.post(
    '/order/waybill/handmadeCancelNew',
    {
      config: { public: true, log: false, repeatGuard: false },
      schema: {
        tags,
        summary: 'Page-unload beacon: form fields ids (comma-joined) and token (the session token)',
        consumes: [
          'application/x-www-form-urlencoded',
          'text/plain',
          'multipart/form-data',
          'application/json',
        ],
        response: { 200: idsAnswer },
      },
    },
    async (request) => ok({ idList: await cancelByBeacon(db, request) }),
  );

  app.post(
    '/order/waybill/handmadeFix',
    {
      config: { permission: `${P}:edit`, log: false, repeatGuard: false },
      schema: {
        tags,
        summary: "Heartbeat: renew the caller's holds (they expire after 30 minutes without one)",
        body: idListBody,
        response: { 200: envelope(holdCheckSchema) },
      },
    },
    async (request) => ok(await renewHolds(db, await scopeOf(request), request.body.idList)),
  );

  app.post(
    '/order/waybill/handmadeCancelCheck',
    {
      config: { permission: `${P}:list`, readOnly: true, log: false, repeatGuard: false },
      schema: {
        tags,
        summary: 'Which of idList the caller still holds (held) and which it lost (lost)',
        body: idListBody,
        response: { 200: envelope(holdCheckSchema) },
      },
    },
    async (request) => ok(await checkHolds(db, await scopeOf(request), request.body.idList)),
  );

  app.get(
    '/order/waybill/selectPoolList',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          'The pool panel: waybills the caller holds, narrowed to ids and the filters; sortField in ' +
          'code, refNo, clientName, srcStationName, destStationName, srcCity, destCity, etd, eta, ' +
          'requiredDeliveryTime, totalWeight, totalVolume, totalPallets',
        querystring: poolListQuery,
        response: { 200: pageEnvelope(poolRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listPool(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.post(
    '/order/waybill/handmadeListPost',
    {
      config: { permission: `${P}:list`, readOnly: true, log: false, repeatGuard: false },
      schema: {
        tags,
        summary: 'Pool rows for a long id list, in its order',
        body: idListBody,
        response: { 200: envelope(z.array(poolRowSchema)) },
      },
    },
    async (request) => ok(await listPoolByIds(db, callerOf(request), request.body.idList)),
  );

  app.get(
    '/order/waybill/selectStations',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          'Stations of the given waybills with windows, load rules, stop defaults and mutex partner ids',
        querystring: z.object({ ids: textList }),
        response: { 200: envelope(z.array(poolStationSchema)) },
      },
    },
    async (request) => ok(await poolStations(db, callerOf(request), request.query.ids)),
  );

  app.post(
    '/order/waybill/handmadeMoveCheck',
    {
      config: { permission: `${P}:list`, readOnly: true, log: false, repeatGuard: false },
      schema: {
        tags,
        summary:
          "The server's move check: orders into a line (parents, mutually exclusive stations) or a stop move",
        body: moveCheckBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await checkMove(db, callerOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/order/waybill/handmadeMoveCancel',
    {
      config: { permission: `${P}:edit`, log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: "Edit mode: take waybills off an open shipment back into the caller's pool (S -> E -> H)",
        body: moveCancelBody,
        response: { 200: idsAnswer },
      },
    },
    async (request) => {
      const { shipmentId, idList } = request.body;
      return ok({ idList: await moveOffShipment(db, callerOf(request), shipmentId, idList) });
    },
  );

  app.post(
    '/order/waybill/handmadeSubmit',
    {
      config: { permission: `${P}:submit`, log: { ...log, businessType: 'INSERT' } },
      schema: {
        tags,
        summary:
          'Submit lines: every rule again on the server, one shipment per line (edit mode updates); ' +
          'code 409 with waybill.tip.no.window.submit asks to confirm out-of-window stops (windowConfirmed); ' +
          'a waybill delivered after its required delivery time is refused unless allowLateArrival; ' +
          'a refusal names every broken rule in data.problems: [{key, msg, at: [{line, stop}]}] (0-based; ' +
          'stop null for a whole line), msg being the first',
        body: submitBody,
        response: { 200: envelope(submitAnswer) },
      },
    },
    async (request) => {
      const created = await submitLines(db, callerOf(request), request.body);
      const codes = created.map((s) => s.shipmentCode).join(', ');
      return ok({ shipments: created }, t(request.lang, 'waybill.submit.done', { codes }));
    },
  );

  app.post(
    '/order/waybill/handmadeSubmitSplit',
    {
      config: { permission: `${P}:submit`, log: { ...log, businessType: 'INSERT' } },
      schema: {
        tags,
        summary:
          'Submit the lines of a shipment split from the line screen: handmadeSubmit without the no-lines ' +
          'check and without the out-of-window question (every other rule applies)',
        body: submitBody,
        response: { 200: envelope(submitAnswer) },
      },
    },
    async (request) => {
      const created = await submitLines(db, callerOf(request), request.body, { split: true });
      const codes = created.map((s) => s.shipmentCode).join(', ');
      return ok({ shipments: created }, t(request.lang, 'waybill.submit.done', { codes }));
    },
  );
};
