import {
  type ApiPermissionKey,
  addDispatchMinutes,
  SHIPMENT_ACTION_PERMISSIONS,
  type ShipmentAction,
} from '@tms/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { addWaybills } from './add-waybills';
import { cancelScheduling } from './cancel-scheduling';
import { finishShipments } from './finish-shipments';
import * as S from './lifecycle-schemas';
import { mergeCheck, mergeShip } from './merge-shipments';
import { saveShipment } from './save-shipment';
import {
  assertCarrierDispatchable,
  assertScheduled,
  scheduleShipments,
  vehicleNoCheck,
} from './schedule-shipments';
import { assertNotOwnApplication } from './separation-of-duties';
import { shipShipments } from './ship-shipments';
import { applyDefaultLineType, etaCheck, shipmentLog } from './shipment-checks';
import { changeShipmentModel, coldChainVerdict } from './shipment-fit';
import { type TransitionEffect, transitionShipments } from './transition-shipments';

const tags = ['shipment'];
const P = 'shipment:shipment';
const OPERATE = `${P}:operate` satisfies ApiPermissionKey;
const PERMS = SHIPMENT_ACTION_PERMISSIONS;
const done = envelope(S.transitionResult);

/**
 * The shipment lifecycle (docs/waybill-states.md "Shipment transitions"; docs/api.md
 * "Shipment lifecycle"): every action is decided by the domain machine, runs in one transaction and is
 * written to shipment_log.
 */
export const shipmentLifecycleRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  const run = (caller: AuthContext, ids: string[], action: ShipmentAction, effect?: TransitionEffect) =>
    transitionShipments(db, caller, ids, action, effect);

  /** A JSON-body call under /shipment/shipment: permission, zod body and answer, and what it does. */
  function postJson<B extends z.ZodType>(
    path: string,
    spec: {
      summary: string;
      body: B;
      response?: z.ZodType;
      permission?: ApiPermissionKey;
      /** A check that changes nothing: no operation log, no repeat guard, open to read-only keys' rules. */
      readOnly?: boolean;
    },
    handle: (caller: AuthContext, body: z.infer<B>, request: FastifyRequest) => Promise<unknown>,
  ) {
    app.post(
      `/shipment/shipment/${path}`,
      {
        config: {
          permission: spec.permission ?? OPERATE,
          ...(spec.readOnly ? { readOnly: true, repeatGuard: false, log: false as const } : {}),
        },
        schema: { tags, summary: spec.summary, body: spec.body, response: { 200: spec.response ?? done } },
      },
      async (request) => ok(await handle(callerOf(request), request.body as z.infer<B>, request)),
    );
  }

  /** The simple JSON-body transitions: { ids, remark }. */
  const simple: [action: ShipmentAction, summary: string][] = [
    ['effect', 'Take effect: open to effective'],
    ['drawal', 'Withdraw: effective back to open'],
    ['cancel', 'Cancel (void) open or effective shipments; their waybills back to audited'],
    [
      'discard',
      'Discard scheduled shipments not yet shipped: earlier operations abandoned, waybills back to audited, nothing sent upstream',
    ],
    ['forceApply', 'Forced apply: scheduled or rejected to applied, without the completeness check'],
  ];
  for (const [action, summary] of simple) {
    postJson(action, { summary, body: S.idsBody, permission: PERMS[action] }, (caller, { ids, remark }) =>
      run(caller, ids, action, { remark }),
    );
  }

  postJson(
    'apply',
    {
      summary: 'Apply: scheduled or rejected to applied; the carrier, vehicle and main driver must be set',
      body: S.idsBody,
      permission: PERMS.apply,
    },
    (caller, { ids, remark }) =>
      run(caller, ids, 'apply', { check: async (_tx, rows) => assertScheduled(rows), remark }),
  );
  postJson(
    'applyBefore',
    {
      summary: 'Check before applying (status and complete scheduling); the status stays',
      body: S.idsBody,
      permission: PERMS.applyBefore,
    },
    (caller, { ids, remark }) =>
      run(caller, ids, 'applyBefore', { check: async (_tx, rows) => assertScheduled(rows), remark }),
  );
  postJson(
    'applyReturn',
    {
      summary: 'Apply return (offline): applied back to scheduled',
      body: S.applyReturnBody,
      permission: PERMS.applyReturn,
    },
    (caller, { ids, returnReasons }) =>
      run(caller, ids, 'applyReturn', {
        set: () => ({ returnReasons: returnReasons ?? null }),
        remark: returnReasons,
      }),
  );
  postJson(
    'reject',
    { summary: 'Reject: applied to rejected, with reasons', body: S.rejectBody, permission: PERMS.reject },
    (caller, { ids, rejectReasons }) =>
      run(caller, ids, 'reject', { set: () => ({ rejectReasons }), remark: rejectReasons }),
  );

  postJson(
    'examine',
    {
      summary:
        'Examine (approve): applied to approved; whoever applied may not approve it while the separation of duties is on',
      body: S.idsBody,
      permission: PERMS.examine,
    },
    (caller, { ids, remark }) =>
      run(caller, ids, 'examine', {
        check: (tx, rows) => assertNotOwnApplication(tx, caller, rows),
        remark,
      }),
  );

  app.post(
    '/shipment/shipment/ship',
    {
      config: { permission: PERMS.ship },
      schema: {
        tags,
        summary: 'Ship (query ids): approved to in transit, only if every one is effective; waybills to T',
        querystring: S.shipQuery,
        response: { 200: done },
      },
    },
    async (request) => ok(await shipShipments(db, callerOf(request), request.query.ids)),
  );

  postJson(
    'shipS',
    { summary: 'Ship (JSON ids): as /ship', body: S.idsBody, permission: PERMS.shipS },
    (caller, { ids, remark }) => shipShipments(db, caller, ids, 'shipS', remark),
  );

  app.post(
    '/shipment/shipment/finish',
    {
      config: { permission: PERMS.finish },
      schema: {
        tags,
        summary:
          'Finish (query ids, factTime): in transit to finished with the actual time, only if every one shipped; ' +
          'factTime not in the future (2 minutes of clock skew), not before the actual departure or a stop’s actual time',
        querystring: S.finishQuery,
        response: { 200: done },
      },
    },
    async (request) =>
      ok(await finishShipments(db, callerOf(request), request.query.ids, request.query.factTime)),
  );

  app.post(
    '/shipment/shipment/remove',
    {
      config: { permission: PERMS.remove },
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
    const summary =
      action === 'changeScheduling'
        ? 'Change scheduling of scheduled or rejected shipments (carrier, vehicle, drivers)'
        : 'Schedule effective shipments: carrier, real carrier, vehicle, main and co-driver (the vehicle must be ' +
          'free and its model must carry every temperature layer, load and volume of the goods)';
    postJson(action, { summary, body: S.scheduleBody, permission: PERMS[action] }, (caller, body) =>
      scheduleShipments(db, caller, action, body),
    );
  }
  postJson(
    'cancelScheduling',
    {
      summary:
        'Cancel schedule: scheduled or rejected shipments back to effective; carrier, real carrier, vehicle, ' +
        'plates, models and drivers cleared (the vehicle is free again)',
      body: S.idsBody,
      permission: PERMS.cancelScheduling,
    },
    (caller, { ids, remark }) => cancelScheduling(db, caller, ids, remark),
  );
  postJson(
    'vehicleNoCheck',
    {
      summary:
        'Can the vehicle go for the shipments ids? Answers canGo with every reason it cannot in words (free ' +
        'in their windows, fits their goods, approved, insured, ...: what scheduling refuses), and its model',
      body: S.vehicleCheckBody,
      response: envelope(S.vehicleCheckResult),
      permission: PERMS.scheduling,
      readOnly: true,
    },
    (caller, { vehicleId, ids }, request) => vehicleNoCheck(db, caller, request.uiLang, vehicleId, ids ?? []),
  );
  postJson(
    'modelCheck',
    {
      summary:
        'Does the model fit the shipments (layers, rated load and volume)? The verdict shipChangeModel enforces',
      body: S.modelCheckBody,
      response: envelope(S.modelCheckResult),
      permission: PERMS.changeModel,
      readOnly: true,
    },
    (caller, { ids, actualModelId }, request) =>
      coldChainVerdict(db, caller, request.lang, ids, actualModelId),
  );

  postJson(
    'mergeCheck',
    {
      summary: 'May these shipments merge? Answers the target',
      body: S.idsBody,
      response: envelope(S.mergeCheckResult),
      permission: PERMS.merge,
      readOnly: true,
    },
    (caller, { ids }) => mergeCheck(db, caller, ids),
  );
  postJson(
    'mergeShip',
    {
      summary: "Merge: the others' waybills move onto the first shipment, the others are cancelled",
      body: S.idsBody,
      response: envelope(S.mergeResult),
    },
    (caller, { ids }) => mergeShip(db, caller, ids),
  );

  postJson(
    'changeCarrier',
    {
      summary: 'Change the carrier (and real carrier): carriers of the caller that may be dispatched to',
      body: S.changeCarrierBody,
    },
    (caller, { ids, carrierId, realCarrierId }) =>
      run(caller, ids, 'changeCarrier', {
        check: (tx) => assertCarrierDispatchable(tx, caller, [carrierId, realCarrierId ?? carrierId]),
        set: () => ({ carrierId, realCarrierId: realCarrierId ?? carrierId }),
        remark: carrierId,
      }),
  );
  postJson(
    'changeLineType',
    { summary: 'Change the line type', body: S.changeLineTypeBody },
    (caller, { ids, lineType }) =>
      run(caller, ids, 'changeLineType', { set: () => ({ lineType }), remark: lineType }),
  );
  for (const version of ['V2', 'V3'] as const) {
    const rule = version === 'V2' ? 'by stops' : 'line haul first, then by stops';
    postJson(
      `defaultLineType${version}`,
      { summary: `Set the default line type (${version}: ${rule})`, body: S.idsBody },
      (caller, { ids }) => applyDefaultLineType(db, caller, ids, version),
    );
  }
  postJson(
    'shipChangeModel',
    {
      summary: 'Change the actual vehicle model (before shipping); it must fit the goods as at scheduling',
      body: S.changeModelBody,
    },
    (caller, { ids, actualModelId }) => changeShipmentModel(db, caller, ids, actualModelId),
  );

  postJson(
    'updateShipmentRetracement',
    { summary: 'Set the return trip (retracement) flag and kilometers', body: S.retracementBody },
    (caller, { ids, isRetracement, returnKm }) =>
      run(caller, ids, 'retracement', {
        set: () => ({ isRetracement, ...(returnKm !== undefined ? { returnKm } : {}) }),
        remark: isRetracement,
      }),
  );
  postJson(
    'etaCheck',
    {
      summary: "Per shipment: is its ETA later than a waybill's required delivery time?",
      body: S.idsBody,
      response: envelope(S.etaCheckResult),
      permission: PERMS.etaCheck,
      readOnly: true,
    },
    (caller, { ids }) => etaCheck(db, caller, ids),
  );
  postJson(
    'additTime',
    { summary: 'Additional time: minutes added to the ETA', body: S.additTimeBody },
    (caller, { ids, minutes }) =>
      run(caller, ids, 'additTime', {
        set: (row) => ({
          eta: addDispatchMinutesOr(row.eta, minutes),
          additMinutes: row.additMinutes + minutes,
        }),
        remark: `+${minutes}`,
      }),
  );
  postJson(
    'addWaybill',
    {
      summary: 'Add audited waybills to an open or effective shipment',
      body: S.addWaybillBody,
      response: envelope(S.addWaybillResult),
    },
    (caller, { uuid, waybillIds }) => addWaybills(db, caller, uuid, waybillIds),
  );
  postJson(
    'shipEditTrackNumRemark',
    { summary: 'Edit the tracking number remark (and status)', body: S.trackNumBody },
    (caller, { ids, trackNumRemark, trackNumStatus }) =>
      run(caller, ids, 'trackNumRemark', {
        set: () => ({ trackNumRemark, ...(trackNumStatus !== undefined ? { trackNumStatus } : {}) }),
        remark: trackNumRemark,
      }),
  );
  postJson(
    'descriptionRecord',
    { summary: 'Record a description on the shipment', body: S.descriptionBody },
    (caller, { ids, descriptionRecord }) =>
      run(caller, ids, 'descriptionRecord', {
        set: () => ({ descriptionRecord }),
        remark: descriptionRecord,
      }),
  );

  postJson(
    'save',
    {
      summary: 'Save: a new open shipment when uuid is empty, else as /update',
      body: S.saveBody,
      response: envelope(S.savedResult),
    },
    (caller, { uuid, ...edit }) => saveShipment(db, caller, uuid || undefined, edit),
  );
  postJson(
    'update',
    {
      summary: 'Update the head fields of an open or effective shipment',
      body: S.saveBody,
      response: envelope(S.savedResult),
    },
    (caller, { uuid, ...edit }) => saveShipment(db, caller, uuid || undefined, edit),
  );

  app.get(
    '/shipment/shipment/log/:uuid',
    {
      config: { anyPermission: [`${P}:query`, `${P}:list`] },
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
