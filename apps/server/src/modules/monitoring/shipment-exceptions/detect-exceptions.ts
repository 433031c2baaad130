import { type DetectedException, handoverTempExceptions, missedStops, overdueFinish } from '@tms/domain';
import type { DbOrTx } from '../../../platform/db';
import { formatDateTime } from '../../../platform/format-time';
import type { PushHub } from '../../../platform/push';
import { usersCoveringCenter } from '../evaluation/repository';
import * as repo from './repository';

/** A record just written: what its push says, and whose users it goes to. */
export type WrittenException = Awaited<ReturnType<typeof repo.insertNew>>[number];

type Head = NonNullable<Awaited<ReturnType<typeof repo.shipmentHead>>>;

const recordOf = (head: Head, found: DetectedException, by: string): repo.NewShipmentException => ({
  shipmentId: head.uuid,
  shipmentCode: head.shipmentCode,
  dispatchCenterId: head.dispatchCenterId,
  carrierId: head.carrierId,
  kind: found.kind,
  subject: found.subject,
  detail: found.detail as unknown as Record<string, unknown>,
  createBy: by,
});

/**
 * A shipment was finished (the proof-of-delivery step: the last handover is done): its handover
 * temperatures are checked against the bands of the goods changing hands at each stop (picked up or
 * delivered there: their clients' ranges, or their layers'), and, when its vehicle sent readings or
 * was seen at a fence, its stops are checked for arrivals. Runs in the caller's transaction; a second
 * run writes nothing new. Received quantities are not checked: the app records none at delivery (the
 * domain's quantityMismatch waits for one).
 */
export async function detectOnFinish(
  db: DbOrTx,
  shipmentId: string,
  by: string,
): Promise<WrittenException[]> {
  const head = await repo.shipmentHead(db, shipmentId);
  if (head?.status !== 'F') return [];
  const stops = await repo.stopsOf(db, shipmentId);
  const goods = await repo.goodsOf(db, shipmentId);
  const seenAtFence = stops.some((s) => s.arriveInFence === 'Y' || s.departInFence === 'Y');
  const tracked = seenAtFence || (await repo.wasTracked(db, shipmentId));
  const goodsAt = (stationId: string) => goods.filter((g) => g.from === stationId || g.to === stationId);
  const found = [
    ...handoverTempExceptions({ stops: stops.map((s) => ({ ...s, goods: goodsAt(s.stationId) })) }),
    ...missedStops({ tracked, stops }),
  ];
  return repo.insertNew(
    db,
    found.map((f) => recordOf(head, f, by)),
  );
}

/**
 * Shipments in transit past their planned finish (their ETA, read in their center's zone at `now`):
 * one overdue record each, written once. Answers the records written.
 */
export async function detectOverdue(db: DbOrTx, now: Date): Promise<WrittenException[]> {
  const candidates = await repo.inTransitNotYetOverdue(db);
  const rows: repo.NewShipmentException[] = [];
  for (const c of candidates) {
    const found = overdueFinish({
      status: c.status,
      plannedFinish: c.eta,
      now: formatDateTime(now, c.timeZone),
    });
    if (found) rows.push(recordOf(c, found, 'monitor'));
  }
  return repo.insertNew(db, rows);
}

/**
 * Tells the users covering each record's dispatch center (the administrators too) that it was found.
 * Best effort: a push that fails is not retried, as the screen and the badge refresh on their own.
 */
export async function pushExceptions(
  db: DbOrTx,
  push: PushHub | undefined,
  written: readonly WrittenException[],
): Promise<void> {
  if (!push || written.length === 0) return;
  const usersBy = new Map<string, number[]>();
  for (const w of written) {
    if (w.dispatchCenterId === null) continue;
    try {
      let ids = usersBy.get(w.dispatchCenterId);
      if (!ids) {
        ids = await usersCoveringCenter(db, w.dispatchCenterId);
        usersBy.set(w.dispatchCenterId, ids);
      }
      await push.toUsers(ids, {
        type: 'monitor.exception',
        data: { id: w.id, shipmentId: w.shipmentId, kind: w.kind },
      });
    } catch {
      // Best effort (see above).
    }
  }
}
