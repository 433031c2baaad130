// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type {
  ShipmentExceptionHandleBody,
  ShipmentExceptionHandled,
  ShipmentExceptionRow,
} from '@tms/contract';

/** A row of the shipment exception list. */
export type ShipmentException = ShipmentExceptionRow;
export type ShipmentExceptionKind = ShipmentExceptionRow['kind'];
export type ShipmentExceptionStatus = ShipmentExceptionRow['status'];

/** The body of POST /shipment/exception/handle: the chosen records and one remark. */
export type ShipmentExceptionHandle = { ids: number[]; remark: string } & ShipmentExceptionHandleBody;
export type { ShipmentExceptionHandled };
