import type { StopType, YesNo } from './types';

/** The longest note a stop may carry (stopInfo). */
export const STOP_INFO_MAX = 500;

/**
 * isShipmentOrder: Y marks a stop that is itself a shipment-order stop — a stop where goods are handed
 * to a consignee, so the stop gets its own dispatch note (delivery paperwork, signature, receipt) on the
 * shipment. A stop that only picks up is a loading point of the shipment, not a shipment-order stop.
 * The dispatcher may set it either way on a stop; unset, it follows the stop type: delivery (D) and
 * combined (P&D) stops are shipment-order stops, pick-up (P) stops are not.
 */
export function defaultIsShipmentOrder(type: StopType): YesNo {
  return type === 'P' ? 'N' : 'Y';
}
