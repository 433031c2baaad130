import type { EpodShipment, EpodStop } from '@tms/contract';
import { EPOD_STATUSES, type EpodStatus } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { formatDateTime } from '../../../platform/format-time';
import { receivingStop, shipmentForEpod } from './epod-access';
import * as repo from './repository';

/**
 * GET /shipment/epod/list?shipmentId=: the shipment's waybills grouped by the stop they are received
 * at, each with its lines (shipped and received quantities) and its receipt, if one was recorded.
 */
export async function listEpods(db: DbOrTx, caller: AuthContext, shipmentId: string): Promise<EpodShipment> {
  const head = await shipmentForEpod(db, caller, shipmentId);
  const zone = caller.profile.timeZone;
  const time = (d: Date | null) => (d ? formatDateTime(d, zone) : null);
  const [stops, waybillRows, epods] = await Promise.all([
    repo.deliveryStopsOf(db, shipmentId),
    repo.waybillsOf(db, shipmentId),
    repo.epodsOf(db, shipmentId),
  ]);
  const epodIds = epods.map((e) => e.id);
  const [lines, epodLines, images] = await Promise.all([
    repo.linesOf(
      db,
      waybillRows.map((w) => w.waybillId),
    ),
    repo.epodLinesOf(db, epodIds),
    repo.epodImagesOf(db, epodIds),
  ]);
  const epodByWaybill = new Map(epods.map((e) => [e.waybillId, e]));
  const received = new Map(epodLines.map((l) => [`${l.epodId}|${l.waybillLineId}`, l.receivedQuantity]));

  const groups = new Map<number | null, EpodStop>();
  for (const stop of stops) {
    groups.set(stop.stopId, {
      stopId: stop.stopId,
      sequence: stop.sequence,
      stationId: stop.stationId,
      stationName: stop.stationName,
      waybills: [],
    });
  }
  for (const w of waybillRows) {
    const stopId = receivingStop(stops, w.shipToId)?.stopId ?? null;
    let group = groups.get(stopId);
    if (!group) {
      group = { stopId: null, sequence: null, stationId: null, stationName: null, waybills: [] };
      groups.set(null, group);
    }
    const epod = epodByWaybill.get(w.waybillId);
    group.waybills.push({
      waybillId: w.waybillId,
      waybillCode: w.waybillCode,
      clientId: w.clientId,
      clientName: w.clientName,
      imageReturn: w.imageReturn,
      epodId: epod?.id ?? null,
      status: epod ? epodStatusOf(epod.status) : null,
      remark: epod?.remark ?? null,
      createBy: epod?.createBy ?? null,
      createTime: time(epod?.createTime ?? null),
      updateBy: epod?.updateBy ?? null,
      updateTime: time(epod?.updateTime ?? null),
      auditBy: epod?.auditBy ?? null,
      auditTime: time(epod?.auditTime ?? null),
      lines: lines
        .filter((l) => l.waybillId === w.waybillId)
        .map((l) => ({
          waybillLineId: l.waybillLineId,
          lineNo: l.lineNo,
          itemCode: l.itemCode,
          itemName: l.itemName,
          unit: l.unit,
          shippedQuantity: l.quantity,
          receivedQuantity: epod ? (received.get(`${epod.id}|${l.waybillLineId}`) ?? null) : null,
        })),
      images: images
        .filter((i) => i.epodId === epod?.id)
        .map(({ epodId: _epodId, ...i }) => ({ ...i, createTime: formatDateTime(i.createTime, zone) })),
    });
  }
  return {
    shipmentId: head.uuid,
    shipmentCode: head.shipmentCode,
    shipmentStatus: head.status,
    // Only the stops something is received at (pick-up stops receive nothing).
    stops: [...groups.values()].filter((g) => g.waybills.length > 0),
  };
}

/** A stored status as the contract names it; anything else was written as recorded. */
const epodStatusOf = (stored: string): EpodStatus =>
  (EPOD_STATUSES as readonly string[]).includes(stored) ? (stored as EpodStatus) : 'N';
