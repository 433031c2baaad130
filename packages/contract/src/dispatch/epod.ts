import { EPOD_REMARK_MAX, EPOD_STATUSES } from '@tms/domain';
import { z } from 'zod';

/**
 * Proof of delivery (ePOD, 回单): per waybill of a shipment, the received quantities, a remark and
 * photos, audited by a dispatcher. Times are 'YYYY-MM-DD HH:mm:ss' in the user's zone.
 */

const id = z.string().trim().min(1).max(64);

export const epodStatusSchema = z.enum(EPOD_STATUSES);

/** A photo of a receipt; the file is read at url. */
export const epodImageSchema = z.object({
  id: z.number(),
  ossId: z.number(),
  originalName: z.string(),
  fileSize: z.number(),
  url: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type EpodImage = z.infer<typeof epodImageSchema>;

/** A waybill line with the quantity shipped and, once recorded, the quantity received (exact decimals). */
export const epodLineSchema = z.object({
  waybillLineId: z.string(),
  lineNo: z.number(),
  itemCode: z.string().nullable(),
  itemName: z.string().nullable(),
  unit: z.string().nullable(),
  shippedQuantity: z.string(),
  receivedQuantity: z.string().nullable(),
});
export type EpodLine = z.infer<typeof epodLineSchema>;

/** A waybill delivered at a stop, with its receipt (epodId null: none recorded yet). */
export const epodWaybillSchema = z.object({
  waybillId: z.string(),
  waybillCode: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  /** Y when the client takes delivery photos back; N blocks photo upload. */
  imageReturn: z.string(),
  epodId: z.number().nullable(),
  status: epodStatusSchema.nullable(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  auditBy: z.string().nullable(),
  auditTime: z.string().nullable(),
  lines: z.array(epodLineSchema),
  images: z.array(epodImageSchema),
});
export type EpodWaybill = z.infer<typeof epodWaybillSchema>;

/** A delivery stop of the shipment (stopId null: waybills delivered where the shipment has no stop). */
export const epodStopSchema = z.object({
  stopId: z.number().nullable(),
  sequence: z.number().nullable(),
  stationId: z.string().nullable(),
  stationName: z.string().nullable(),
  waybills: z.array(epodWaybillSchema),
});
export type EpodStop = z.infer<typeof epodStopSchema>;

/** GET /shipment/epod/list?shipmentId=: the shipment's receipts, stop by stop. */
export const epodShipmentSchema = z.object({
  shipmentId: z.string(),
  shipmentCode: z.string(),
  shipmentStatus: z.string(),
  stops: z.array(epodStopSchema),
});
export type EpodShipment = z.infer<typeof epodShipmentSchema>;

/** POST /shipment/epod/save: the received quantities (a line left out or null is not received yet). */
export const epodSaveBodySchema = z.object({
  shipmentId: id,
  waybillId: id,
  remark: z.string().max(EPOD_REMARK_MAX).nullish(),
  lines: z
    .array(
      z.object({
        waybillLineId: id,
        receivedQuantity: z.union([z.string().max(40), z.number()]).nullish(),
      }),
    )
    .max(2000),
});
export type EpodSaveBody = z.input<typeof epodSaveBodySchema>;

/** POST /shipment/epod/save: the receipt written, and how many quantity exceptions it raised. */
export const epodSavedSchema = z.object({ epodId: z.number(), exceptions: z.number() });
export type EpodSaved = z.infer<typeof epodSavedSchema>;

/** POST /shipment/epod/audit: one receipt approved. */
export const epodAuditBodySchema = z.object({ epodId: z.coerce.number().int().positive() });
export type EpodAuditBody = z.infer<typeof epodAuditBodySchema>;
