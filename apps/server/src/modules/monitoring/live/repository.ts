import type { ShipmentStatus } from '@tms/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { carriers, monitorStates, shipments } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { openAlertsPerShipment } from '../alerts/open-alerts';

/** The status of a shipment that has left and is not finished: the board watches only those. */
const IN_TRANSIT: ShipmentStatus = 'T';

const S = shipments;
const M = monitorStates;

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
  /** Its open alerts: nobody has dealt with them yet (alerts/open-alerts.ts, the count every screen shows). */
  openAlerts: number;
  /** The highest level among the open alerts (1 slight, 2 moderate, 3 serious; 0 none). */
  levelRank: number;
};

/**
 * In-transit shipments matching `where`, with the last reading the evaluation kept (monitor_state;
 * none until the first reading) and their open alerts with the worst one's level.
 */
export function liveShipments(db: DbOrTx, where: SQL, limit: number): Promise<LiveRow[]> {
  const alerts = openAlertsPerShipment(db).as('alerts');
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
      openAlerts: sql<number>`coalesce(${alerts.openAlerts}, 0)`.mapWith(Number),
      levelRank: sql<number>`coalesce(${alerts.levelRank}, 0)`.mapWith(Number),
    })
    .from(S)
    .leftJoin(M, eq(M.shipmentId, S.uuid))
    .leftJoin(alerts, eq(alerts.shipmentId, S.uuid))
    .leftJoin(carriers, eq(carriers.uuid, S.carrierId))
    .where(and(eq(S.status, IN_TRANSIT), where))
    .orderBy(asc(S.shipmentCode), asc(S.uuid))
    .limit(limit);
}
