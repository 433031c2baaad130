import type { SQL } from 'drizzle-orm';
import { shipmentExceptions as E } from '../../../db/schema';
import type { BaseScope } from '../../base';
import { shipmentRowsWithin } from '../shared/shipment-rows-scope';

/** The shipment exceptions a caller may see follow the shipments they may see, as the ETA exceptions do. */
export function shipmentExceptionWithin(scope: BaseScope): SQL | undefined {
  return shipmentRowsWithin(scope, E);
}
