import { readableAlertParams } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { alertRules, shipmentAlerts } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

/**
 * An alert as a message about it needs it: what it says (its content's key and parameters, so each
 * reader sees it in their language), the shipment and vehicle, and whom its rule informs (role keys).
 */
export async function alertForMessage(db: DbOrTx, alertId: number) {
  const [row] = await db
    .select({
      id: shipmentAlerts.id,
      shipmentId: shipmentAlerts.shipmentId,
      shipmentCode: shipmentAlerts.shipmentCode,
      alertType: shipmentAlerts.alertType,
      level: shipmentAlerts.level,
      alertContent: shipmentAlerts.alertContent,
      detail: shipmentAlerts.detail,
      plate: shipmentAlerts.vehicleIdMainNumberPlates,
      startTime: shipmentAlerts.startTime,
      dispatchCenterId: shipmentAlerts.dispatchCenterId,
      informRoles: alertRules.informRoles,
    })
    .from(shipmentAlerts)
    .leftJoin(alertRules, eq(alertRules.uuid, shipmentAlerts.ruleId))
    .where(eq(shipmentAlerts.id, alertId));
  if (!row) return null;
  const detail = row.detail ?? {};
  const contentKey = typeof detail.contentKey === 'string' ? detail.contentKey : null;
  const contentParams =
    detail.contentParams && typeof detail.contentParams === 'object'
      ? (readableAlertParams(detail.contentParams as Record<string, unknown>) as Record<
          string,
          string | number
        >)
      : undefined;
  return {
    ...row,
    informRoles: row.informRoles ?? [],
    content: contentKey ? { key: contentKey, ...(contentParams ? { params: contentParams } : {}) } : null,
  };
}
