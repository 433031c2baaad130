import type { Lang } from '@tms/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { shipmentStops, waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, DbOrTx } from '../../../platform/db';
import { pushToIntegration } from '../../base';
import { detailsOf } from './list-waybills';
import * as repo from './repository';
import type { WaybillDetail } from './schemas';
import { lockInScope, transitionWaybills } from './waybill-transitions';

/** One stop of a waybill as the outside order system takes it: pick-up (P) then delivery (D). */
export type RosOrderStop = {
  sequence: number;
  type: 'P' | 'D';
  stationId: string | null;
  stationCode: string | null;
  stationName: string | null;
  /** The planned times: the shipment's stop when the waybill is scheduled, else the waybill's own. */
  eta: string | null;
  etd: string | null;
  transMode: string | null;
  billingMethod: string | null;
  handoverMethod: string | null;
  allocationFactor: string | null;
  timeWindows: WaybillDetail['srcTimeWindows'];
  exTimeWindows: WaybillDetail['srcExTimeWindows'];
};
export type RosOrderFullSaveVo = WaybillDetail & { stopList: RosOrderStop[] };

type StopTimes = Map<string, { eta: string | null; etd: string | null }>;

function vo(detail: WaybillDetail, stops: StopTimes): RosOrderFullSaveVo {
  const at = (stationId: string | null) =>
    detail.shipmentId && stationId ? stops.get(`${detail.shipmentId}\u0000${stationId}`) : undefined;
  const src = at(detail.shipFromId);
  const dest = at(detail.shipToId);
  return {
    ...detail,
    stopList: [
      {
        sequence: 1,
        type: 'P',
        stationId: detail.shipFromId,
        stationCode: detail.srcStationCode,
        stationName: detail.srcStationName,
        eta: src?.eta ?? null,
        etd: src?.etd ?? detail.etd,
        transMode: detail.srcTransMode,
        billingMethod: detail.srcBillingMethod,
        handoverMethod: detail.srcHandoverMethod,
        allocationFactor: detail.srcAllocationFactor,
        timeWindows: detail.srcTimeWindows,
        exTimeWindows: detail.srcExTimeWindows,
      },
      {
        sequence: 2,
        type: 'D',
        stationId: detail.shipToId,
        stationCode: detail.destStationCode,
        stationName: detail.destStationName,
        eta: dest?.eta ?? detail.eta,
        etd: dest?.etd ?? null,
        transMode: detail.destTransMode,
        billingMethod: detail.destBillingMethod,
        handoverMethod: detail.destHandoverMethod,
        allocationFactor: detail.destAllocationFactor,
        timeWindows: detail.destTimeWindows,
        exTimeWindows: detail.destExTimeWindows,
      },
    ],
  };
}

/**
 * The full export payload of waybills, in the order asked: each waybill with its lines and its two stops.
 * 404 when one does not exist, HTTP 403 when one is outside the caller's scope.
 */
export async function rosOrdersOf(
  db: DbOrTx,
  caller: AuthContext,
  ids: string[],
): Promise<RosOrderFullSaveVo[]> {
  const unique = [...new Set(ids)];
  await lockInScope(db, caller, unique, false);
  const details = await detailsOf(
    db,
    await repo.findWaybills(db, and(inArray(waybills.uuid, unique), eq(waybills.delFlag, '0'))),
  );
  const shipmentIds = [...new Set(details.flatMap((d) => (d.shipmentId ? [d.shipmentId] : [])))];
  const stopRows = shipmentIds.length
    ? await db
        .select({
          shipmentId: shipmentStops.shipmentId,
          stationId: shipmentStops.stationId,
          eta: shipmentStops.eta,
          etd: shipmentStops.etd,
        })
        .from(shipmentStops)
        .where(inArray(shipmentStops.shipmentId, shipmentIds))
    : [];
  const stops: StopTimes = new Map(
    stopRows.map((s) => [`${s.shipmentId}\u0000${s.stationId}`, { eta: s.eta, etd: s.etd }]),
  );
  const byId = new Map(details.map((d) => [d.uuid, vo(d, stops)]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** GET /order/waybill/rosOrderFullSaveVo?uuid=: one waybill's full export payload. */
export async function rosOrderFullSaveVo(db: DbOrTx, caller: AuthContext, uuid: string) {
  const [one] = await rosOrdersOf(db, caller, [uuid]);
  return one as RosOrderFullSaveVo;
}

/**
 * POST /order/waybill/rosOrderFullSaveVoByIds: the payloads of the waybills POSTed to the outside order
 * system (integration setting `ros`) through the stations' push machinery: its URL, timeout and push log
 * (a FAILED or NOT_CONFIGURED attempt is logged and answered with its translated reason).
 */
export async function pushRosOrders(db: Db, caller: AuthContext, lang: Lang, ids: string[]) {
  const orders = await rosOrdersOf(db, caller, ids);
  const result = await pushToIntegration(db, {
    lang,
    target: 'ros',
    kind: 'waybill.rosOrderFullSaveVo',
    refIds: orders.map((o) => o.uuid),
    who: caller.userName,
    payload: { kind: 'waybill', target: 'ros', count: orders.length, orders },
  });
  return { count: orders.length, logId: result.logId };
}

/**
 * POST /order/waybill/waybillConfirmationSfRh: confirms the waybills as /waybillConfirmation does (the
 * same transition, all or none; already audited ones are left as they are), then pushes their payloads
 * to SF (integration setting `sf`). The confirmation stands when the push fails: the failure is in the
 * push log and answered, and calling again re-sends (audited waybills are not confirmed twice).
 */
export async function confirmAndPushSf(db: Db, caller: AuthContext, lang: Lang, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await lockInScope(db, caller, unique, false);
  const open = rows.filter((r) => r.status !== 'E').map((r) => r.uuid);
  const confirmed = open.length ? await transitionWaybills(db, caller, open, 'confirm') : 0;
  const orders = await rosOrdersOf(db, caller, unique);
  const result = await pushToIntegration(db, {
    lang,
    target: 'sf',
    kind: 'waybill.confirmationSfRh',
    refIds: orders.map((o) => o.uuid),
    who: caller.userName,
    payload: { kind: 'waybillConfirmation', target: 'sf', count: orders.length, orders },
  });
  return { count: confirmed, pushed: orders.length, logId: result.logId };
}
