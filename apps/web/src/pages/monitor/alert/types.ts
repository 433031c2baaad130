// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { ShipmentAlertRow } from '@tms/contract';

/** A row of the alert list. */
export type ShipmentAlert = ShipmentAlertRow;

/** The body of POST /shipment/shipmentAlert/deal. */
export type AlertDeal = { id: ShipmentAlert['id']; alertReason: string; alertRemark: string };

/** The deal's answer inside the envelope: its own code (0 done) and message. */
export type AlertDealResult = { code: number; msg: string };
