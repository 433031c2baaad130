import type { DbOrTx } from '../../../platform/db';
import { lastApplicants } from './repository';

/**
 * Who applied, last, for a shipment's approval (a user name): the scheduler its review's outcome is
 * for. Null when nobody did (a shipment approved without an application, as the seed's).
 */
export async function shipmentApplicant(db: DbOrTx, shipmentId: string): Promise<string | null> {
  return (await lastApplicants(db, [shipmentId])).get(shipmentId) ?? null;
}
