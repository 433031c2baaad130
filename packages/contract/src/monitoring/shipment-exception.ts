import {
  SHIPMENT_EXCEPTION_KINDS,
  SHIPMENT_EXCEPTION_REMARK_MAX,
  SHIPMENT_EXCEPTION_STATUSES,
} from '@tms/domain';
import { z } from 'zod';

/**
 * Shipment exceptions: a handover temperature outside its goods' band, a received quantity other than
 * the shipped one, a stop never arrived at, a shipment past its planned finish. Open (status U) until
 * handled with a remark (H).
 */

/** The remark is measured by the domain (800, 超出长度): up to twice that passes here so its message answers. */
const MEASURED_MAX = SHIPMENT_EXCEPTION_REMARK_MAX * 2;
const MAX_ID = Number.MAX_SAFE_INTEGER;

export const shipmentExceptionKindSchema = z.enum(SHIPMENT_EXCEPTION_KINDS);
export const shipmentExceptionStatusSchema = z.enum(SHIPMENT_EXCEPTION_STATUSES);

/** A row of GET /shipment/exception/list. Times are 'YYYY-MM-DD HH:mm:ss' in the user's zone. */
export const shipmentExceptionSchema = z.object({
  id: z.number(),
  shipmentId: z.string(),
  shipmentCode: z.string().nullable(),
  dispatchCenterId: z.string().nullable(),
  carrierId: z.string().nullable(),
  carrierName: z.string().nullable(),
  vehicleIdMainNumberPlates: z.string().nullable(),
  driverName: z.string().nullable(),
  kind: shipmentExceptionKindSchema,
  /** What within the shipment: 'shipment', 'stop:<id>' or 'stop:<id>:in|out'. */
  subject: z.string(),
  /** The values that made it, by kind (the domain's ShipmentExceptionDetails). */
  detail: z.record(z.string(), z.unknown()),
  status: shipmentExceptionStatusSchema,
  handleRemark: z.string().nullable(),
  handleBy: z.string().nullable(),
  handleTime: z.string().nullable(),
  createTime: z.string(),
});
export type ShipmentExceptionRow = z.infer<typeof shipmentExceptionSchema>;

/** POST /shipment/exception/handle: open records handled with one remark (validated by the domain). */
export const shipmentExceptionHandleBodySchema = z.object({
  ids: z.array(z.coerce.number().int().positive().max(MAX_ID)).max(500).nullish(),
  remark: z.string().max(MEASURED_MAX).nullish(),
});
export type ShipmentExceptionHandleBody = z.infer<typeof shipmentExceptionHandleBodySchema>;

export const shipmentExceptionHandledSchema = z.object({ handled: z.number() });
export type ShipmentExceptionHandled = z.infer<typeof shipmentExceptionHandledSchema>;
