import type { ShipmentStatus } from '@tms/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { carriers, monitorStates, shipmentAlerts, shipments } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

/** The status of a shipment that has left and is not finished: the board watches only those. */
const IN_TRANSIT: ShipmentStatus = 'T';

const S = shipments;
const M = monitorStates;
const A = shipmentAlerts;

export type LiveRow = {
  shipmentId: string;
  shipmentCode: string;
  dispatchCenterId: string | null;
  carrierName: string | null;
  plate: string | null;
  driverName: string | null;
  atd: string | null;
  lastTime: Date | null;
  lat: number | null;
  lon: number | null;
  speedKmh: number | null;
  temps: (number | null)[] | null;
  doorOpen: boolean | null;
  openAlerts: number;
  undealtAlerts: number;
  /** The highest level among the open alerts (1 slight, 2 moderate, 3 serious; 0 none). */
  levelRank: number;
};

/**
 * In-transit shipments matching `where`, with the last reading the evaluation kept (monitor_state;
 * none until the first reading) and their alerts: open ones (no end yet) and undealt ones.
 */
export function liveShipments(db: DbOrTx, where: SQL, limit: number): Promise<LiveRow[]> {
  const alerts = db
    .select({
      shipmentId: A.shipmentId,
      open: sql<number>`count(*) filter (where ${A.endTime} is null)`.mapWith(Number).as('open'),
      undealt: sql<number>`count(*) filter (where ${A.dealStatus} = 'N')`.mapWith(Number).as('undealt'),
      rank: sql<number>`coalesce(max(case ${A.level} when 'serious' then 3 when 'moderate' then 2 when 'slight' then 1 end) filter (where ${A.endTime} is null), 0)`
        .mapWith(Number)
        .as('rank'),
    })
    .from(A)
    .groupBy(A.shipmentId)
    .as('alerts');
  return db
    .select({
      shipmentId: S.uuid,
      shipmentCode: S.shipmentCode,
      dispatchCenterId: S.dispatchCenterId,
      carrierName: carriers.name,
      plate: S.frontPlate,
      driverName: S.mainDriverName,
      atd: S.atd,
      lastTime: M.lastTime,
      lat: M.lastLat,
      lon: M.lastLon,
      speedKmh: M.lastSpeedKmh,
      temps: M.lastTemps,
      doorOpen: M.lastDoorOpen,
      openAlerts: sql<number>`coalesce(${alerts.open}, 0)`.mapWith(Number),
      undealtAlerts: sql<number>`coalesce(${alerts.undealt}, 0)`.mapWith(Number),
      levelRank: sql<number>`coalesce(${alerts.rank}, 0)`.mapWith(Number),
    })
    .from(S)
    .leftJoin(M, eq(M.shipmentId, S.uuid))
    .leftJoin(alerts, eq(alerts.shipmentId, S.uuid))
    .leftJoin(carriers, eq(carriers.uuid, S.carrierId))
    .where(and(eq(S.status, IN_TRANSIT), where))
    .orderBy(asc(S.shipmentCode), asc(S.uuid))
    .limit(limit);
}
