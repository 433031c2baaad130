import type { SQL } from 'drizzle-orm';
import { exceptionEtas as E } from '../../../db/schema';
import type { BaseScope } from '../../base';
import { shipmentRowsWithin } from '../shared/shipment-rows-scope';

/** The ETA exceptions a caller may see follow the shipments they may see, as the alerts do. */
export function exceptionEtaWithin(scope: BaseScope): SQL | undefined {
  return shipmentRowsWithin(scope, E);
}
