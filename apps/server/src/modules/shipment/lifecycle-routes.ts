import { addDispatchMinutes, type ShipmentAction } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/caller';
import { callerOf } from '../../platform/auth/plugin';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import { addWaybills } from './add-waybills';
import * as S from './lifecycle-schemas';
import { mergeCheck, mergeShip } from './merge-shipments';
import { saveShipment } from './save-shipment';
import { assertScheduled, scheduleShipments, vehicleNoCheck } from './schedule-shipments';
import { applyDefaultLineType, etaCheck, shipmentLog } from './shipment-checks';
import { type TransitionEffect, transitionShipments } from './transition-shipments';

const tags = ['shipment'];
const P = 'shipment:shipment';
const OPERATE = `${P}:operate`;
const done = envelope(S.transitionResult);

/** The caller's wall-clock now ('YYYY-MM-DD HH:mm:ss'): the actual departure a ship records. */
function nowIn(caller: AuthContext): string {
  const zone = caller.profile.timeZone || 'Asia/Shanghai';
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(new Date());
}

/**
 * The shipment lifecycle (issue 5 §2; docs/waybill-states.md "Shipment transitions"; docs/api.md
 * "Shipment lifecycle"): every action is decided by the domain machine, runs in one transaction and is
 * written to shipment_log.
 */
export const shipmentLifecycleRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  const run = (caller: AuthContext, ids: string[], action: ShipmentAction, effect?: TransitionEffect) =>
    transitionShipments(db, caller, ids, action, effect);

  /** The simple JSON-body transitions: { ids, remark }. */
  const simple: [
    path: string,
    action: ShipmentAction,
    perm: string,
    summary: string,
    effect?: TransitionEffect,
  ][] = [
    ['effect', 'effect', OPERATE, 'Take effect: open to effective'],
    ['drawal', 'drawal', OPERATE, 'Withdraw: effective back to open'],
    [
      'cancel',
      'cancel',
      OPERATE,
      'Cancel (void) open or effective shipments; their waybills back to audited',
    ],
    [
      'discard',
      'discard',
      OPERATE,
      'Discard scheduled shipments not yet shipped: earlier operations abandoned, waybills back to audited, nothing sent upstream',
    ],
    [
      'forceApply',
      'forceApply',
      OPERATE,
      'Forced apply: scheduled or rejected to applied, without the completeness check',
    ],
    ['examine', 'examine', `${P}:examine`, 'Examine (approve): applied to approved'],
  ];
  for (const [path, action, permission, summary] of simple) {
    app.post(
      `/shipment/shipment/${path}`,
      { config: { permission }, schema: { tags, summary, body: S.idsBody, response: { 200: done } } },
      async (request) =>
        ok(await run(callerOf(request), request.body.ids, action, { remark: request.body.remark })),
    );
  }

  for (const [path, action] of [
    ['apply', 'apply'],
    ['applyBefore', 'applyBefore'],
  ] as const) {
    app.post(
      `/shipment/shipment/${path}`,
      {
        config: { permission: OPERATE },
        schema: {
          tags,
          summary:
            path === 'apply'
              ? 'Apply: scheduled or rejected to applied; the carrier, vehicle and main driver must be set'
              : 'Check before applying (status and complete scheduling); the status stays',
          body: S.idsBody,
          response: { 200: done },
        },
      },
      async (request) =>
        ok(
          await run(callerOf(request), request.body.ids, action, {
            check: async (_tx, rows) => assertScheduled(rows),
            remark: request.body.remark,
          }),
        ),
    );
  }

  app.post(
    '/shipment/shipment/applyReturn',
    {
      config: { permission: OPERATE },
      schema: {
        tags,
        summary: 'Apply return (offline): applied back to scheduled',
        body: S.applyReturnBody,
        response: { 200: done },
      },
    },
    async (request) =>
      ok(
        await run(callerOf(request), request.body.ids, 'applyReturn', {
          set: () => ({ returnReasons: request.body.returnReasons ?? null }),
          remark: request.body.returnReasons,
        }),
      ),
  );

  app.post(
    '/shipment/shipment/reject',
    {
      config: { permission: `${P}:examine` },
      schema: {
        tags,
        summary: 'Reject: applied to rejected, with reasons',
        body: S.rejectBody,
        response: { 200: done },
      },
    },
    async (request) =>
      ok(
        await run(callerOf(request), request.body.ids, 'reject', {
          set: () => ({ rejectReasons: request.body.rejectReasons }),
          remark: request.body.rejectReasons,
        }),
      ),
  );

  app.post(
    '/shipment/shipment/ship',
    {
      config: { permission: OPERATE },
      schema: {
        tags,
        summary: 'Ship (query ids): approved to in transit, only if every one is effective; waybills to T',
        querystring: S.shipQuery,
        response: { 200: done },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const atd = nowIn(caller);
      return ok(await run(caller, request.query.ids, 'ship', { set: () => ({ atd }) }));
    },
  );

  app.post(
    '/shipment/shipment/shipS',
    {
      config: { permission: OPERATE },
      schema: { tags, summary: 'Ship (JSON ids): as /ship', body: S.idsBody, response: { 200: done } },
    },
    async (request) => {
      const caller = callerOf(request);
      const atd = nowIn(caller);
      return ok(
        await run(caller, request.body.ids, 'shipS', { set: () => ({ atd }), remark: request.body.remark }),
      );
    },
  );

  app.post(
    '/shipment/shipment/finish',
    {
      config: { permission: OPERATE },
      schema: {
        tags,
        summary:
          'Finish (query ids, factTime): in transit to finished with the actual time, only if every one shipped',
        querystring: S.finishQuery,
        response: { 200: done },
      },
    },
    async (request) =>
      ok(
        await run(callerOf(request), request.query.ids, 'finish', {
          set: () => ({ ata: request.query.factTime }),
          remark: request.query.factTime,
        }),
      ),
  );

  app.post(
    '/shipment/shipment/remove',
    {
      config: { permission: `${P}:remove` },
      schema: {
        tags,
        summary: 'Remove (query uuid): deletes an open shipment; its waybills back to audited',
        querystring: S.removeQuery,
        response: { 200: done },
      },
    },
    async (request) => ok(await run(callerOf(request), [request.query.uuid], 'remove')),
  );

  for (const action of ['scheduling', 'batchScheduling', 'changeScheduling'] as const) {
    app.post(
      `/shipment/shipment/${action}`,
      {
        config: { permission: `${P}:schedule` },
        schema: {
          tags,
          summary:
            action === 'changeScheduling'
              ? 'Change scheduling of scheduled or rejected shipments (carrier, vehicle, drivers)'
              : 'Schedule effective shipments: carrier, real carrier, vehicle, main and co-driver (the vehicle must be free)',
          body: S.scheduleBody,
          response: { 200: done },
        },
      },
      async (request) => ok(await scheduleShipments(db, callerOf(request), action, request.body)),
    );
  }

  app.post(
    '/shipment/shipment/vehicleNoCheck',
    {
      config: { permission: `${P}:schedule` },
      schema: {
        tags,
        summary:
          'Is the vehicle free? Refuses with shipment.vehicle.busy when another live shipment holds it',
        body: S.vehicleCheckBody,
        response: { 200: envelope(S.vehicleCheckResult) },
      },
    },
    async (request) => ok(await vehicleNoCheck(db, request.body.vehicleId, request.body.ids ?? [])),
  );

  app.post(
    '/shipment/shipment/mergeCheck',
    {
      config: { permission: OPERATE },
      schema: {
        tags,
        summary: 'May these shipments merge? Answers the target',
        body: S.idsBody,
        response: { 200: envelope(S.mergeCheckResult) },
      },
    },
    async (request) => ok(await mergeCheck(db, callerOf(request), request.body.ids)),
  );

  app.post(
    '/shipment/shipment/mergeShip',
    {
      config: { permission: OPERATE },
      schema: {
        tags,
        summary: "Merge: the others' waybills move onto the first shipment, the others are cancelled",
        body: S.idsBody,
        response: { 200: envelope(S.mergeResult) },
      },
    },
    async (request) => ok(await mergeShip(db, callerOf(request), request.body.ids)),
  );

  app.post(
    '/shipment/shipment/changeCarrier',
    {
      config: { permission: OPERATE },
      schema: {
        tags,
        summary: 'Change the carrier (and real carrier)',
        body: S.changeCarrierBody,
        response: { 200: done },
      },
    },
    async (request) => {
      const { ids, carrierId, realCarrierId } = request.body;
      return ok(
        await run(callerOf(request), ids, 'changeCarrier', {
          set: () => ({ carrierId, realCarrierId: realCarrierId ?? carrierId }),
          remark: carrierId,
        }),
      );
    },
  );

  app.post(
    '/shipment/shipment/changeLineType',
    {
      config: { permission: OPERATE },
      schema: { tags, summary: 'Change the line type', body: S.changeLineTypeBody, response: { 200: done } },
    },
    async (request) =>
      ok(
        await run(callerOf(request), request.body.ids, 'changeLineType', {
          set: () => ({ lineType: request.body.lineType }),
          remark: request.body.lineType,
        }),
      ),
  );

  for (const version of ['V2', 'V3'] as const) {
    app.post(
      `/shipment/shipment/defaultLineType${version}`,
      {
        config: { permission: OPERATE },
        schema: {
          tags,
          summary: `Set the default line type (${version}: ${version === 'V2' ? 'by stops' : 'line haul first, then by stops'})`,
          body: S.idsBody,
          response: { 200: done },
        },
      },
      async (request) => ok(await applyDefaultLineType(db, callerOf(request), request.body.ids, version)),
    );
  }

  app.post(
    '/shipment/shipment/shipChangeModel',
    {
      config: { permission: OPERATE },
      schema: {
        tags,
        summary: 'Change the actual vehicle model (before shipping)',
        body: S.changeModelBody,
        response: { 200: done },
      },
    },
    async (request) =>
      ok(
        await run(callerOf(request), request.body.ids, 'changeModel', {
          set: () => ({ actualModelId: request.body.actualModelId }),
          remark: request.body.actualModelId,
        }),
      ),
  );

  app.post(
    '/shipment/shipment/updateShipmentRetracement',
    {
      config: { permission: OPERATE },
      schema: {
        tags,
        summary: 'Set the return trip (retracement) flag and kilometers',
        body: S.retracementBody,
        response: { 200: done },
      },
    },
    async (request) => {
      const { ids, isRetracement, returnKm } = request.body;
      return ok(
        await run(callerOf(request), ids, 'retracement', {
          set: () => ({ isRetracement, ...(returnKm !== undefined ? { returnKm } : {}) }),
          remark: isRetracement,
        }),
      );
    },
  );

  app.post(
    '/shipment/shipment/etaCheck',
    {
      config: { permission: OPERATE },
      schema: {
        tags,
        summary: "Per shipment: is its ETA later than a waybill's required delivery time?",
        body: S.idsBody,
        response: { 200: envelope(S.etaCheckResult) },
      },
    },
    async (request) => ok(await etaCheck(db, callerOf(request), request.body.ids)),
  );

  app.post(
    '/shipment/shipment/additTime',
    {
      config: { permission: OPERATE },
      schema: {
        tags,
        summary: 'Additional time: minutes added to the ETA',
        body: S.additTimeBody,
        response: { 200: done },
      },
    },
    async (request) => {
      const { ids, minutes } = request.body;
      return ok(
        await run(callerOf(request), ids, 'additTime', {
          set: (row) => ({
            eta: addDispatchMinutesOr(row.eta, minutes),
            additMinutes: row.additMinutes + minutes,
          }),
          remark: `+${minutes}`,
        }),
      );
    },
  );

  app.post(
    '/shipment/shipment/addWaybill',
    {
      config: { permission: OPERATE },
      schema: {
        tags,
        summary: 'Add audited waybills to an open or effective shipment',
        body: S.addWaybillBody,
        response: { 200: envelope(S.addWaybillResult) },
      },
    },
    async (request) =>
      ok(await addWaybills(db, callerOf(request), request.body.uuid, request.body.waybillIds)),
  );

  app.post(
    '/shipment/shipment/shipEditTrackNumRemark',
    {
      config: { permission: OPERATE },
      schema: {
        tags,
        summary: 'Edit the tracking number remark (and status)',
        body: S.trackNumBody,
        response: { 200: done },
      },
    },
    async (request) => {
      const { ids, trackNumRemark, trackNumStatus } = request.body;
      return ok(
        await run(callerOf(request), ids, 'trackNumRemark', {
          set: () => ({ trackNumRemark, ...(trackNumStatus !== undefined ? { trackNumStatus } : {}) }),
          remark: trackNumRemark,
        }),
      );
    },
  );

  app.post(
    '/shipment/shipment/descriptionRecord',
    {
      config: { permission: OPERATE },
      schema: {
        tags,
        summary: 'Record a description on the shipment',
        body: S.descriptionBody,
        response: { 200: done },
      },
    },
    async (request) =>
      ok(
        await run(callerOf(request), request.body.ids, 'descriptionRecord', {
          set: () => ({ descriptionRecord: request.body.descriptionRecord }),
          remark: request.body.descriptionRecord,
        }),
      ),
  );

  for (const path of ['save', 'update'] as const) {
    app.post(
      `/shipment/shipment/${path}`,
      {
        config: { permission: OPERATE },
        schema: {
          tags,
          summary:
            path === 'save'
              ? 'Save: a new open shipment when uuid is empty, else as /update'
              : 'Update the head fields of an open or effective shipment',
          body: S.saveBody,
          response: { 200: envelope(S.savedResult) },
        },
      },
      async (request) => {
        const { uuid, ...edit } = request.body;
        return ok(await saveShipment(db, callerOf(request), uuid || undefined, edit));
      },
    );
  }

  app.get(
    '/shipment/shipment/log/:uuid',
    {
      config: { permission: [`${P}:query`, `${P}:list`] },
      schema: {
        tags,
        summary: "The shipment's change log (every transition), oldest first",
        params: z.object({ uuid: z.string().trim().min(1).max(64) }),
        response: { 200: envelope(S.logResult) },
      },
    },
    async (request) => ok(await shipmentLog(db, callerOf(request), request.params.uuid)),
  );
};

function addDispatchMinutesOr(eta: string | null, minutes: number): string | null {
  return eta ? addDispatchMinutes(eta, minutes) : null;
}
