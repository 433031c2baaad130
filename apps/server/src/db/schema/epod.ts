import { bigint, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ts } from './columns';

/**
 * Proof of delivery (ePOD, 回单): one receipt per waybill of a shipment, recorded at the waybill's
 * delivery stop. Status P started (photos only), N recorded (complete), A audited (read-only from then on).
 */
export const shipmentEpods = pgTable(
  'shipment_epod',
  {
    id: id(),
    shipmentId: text('shipment_id').notNull(),
    waybillId: text('waybill_id').notNull(),
    /** The delivery stop the waybill is received at (null when the shipment has no stop for it). */
    stopId: bigint('stop_id', { mode: 'number' }),
    status: text('status').notNull().default('N'),
    remark: text('remark'),
    auditBy: text('audit_by'),
    auditTime: ts('audit_time'),
    createBy: text('create_by'),
    createTime: ts('create_time').notNull().defaultNow(),
    updateBy: text('update_by'),
    updateTime: ts('update_time'),
  },
  (t) => [uniqueIndex('shipment_epod_waybill_uq').on(t.shipmentId, t.waybillId)],
);

/** A receipt's received quantity of one waybill line, next to the quantity shipped when it was recorded. */
export const shipmentEpodLines = pgTable(
  'shipment_epod_line',
  {
    id: id(),
    epodId: bigint('epod_id', { mode: 'number' }).notNull(),
    waybillLineId: text('waybill_line_id').notNull(),
    shippedQuantity: numeric('shipped_quantity', { precision: 14, scale: 3 }).notNull(),
    receivedQuantity: numeric('received_quantity', { precision: 14, scale: 3 }),
  },
  (t) => [uniqueIndex('shipment_epod_line_uq').on(t.epodId, t.waybillLineId)],
);

/** A receipt's photos (at most five): each row points at a stored file (sys_oss). */
export const shipmentEpodImages = pgTable(
  'shipment_epod_image',
  {
    id: id(),
    epodId: bigint('epod_id', { mode: 'number' }).notNull(),
    ossId: bigint('oss_id', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    createBy: text('create_by'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('shipment_epod_image_epod_idx').on(t.epodId, t.id),
    index('shipment_epod_image_oss_idx').on(t.ossId),
  ],
);
