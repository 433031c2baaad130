import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ts } from './columns';

/**
 * Files attached to a shipment (its annexes): each row points at a stored file
 * (sys_oss); removing an annex removes the row and its file.
 */
export const shipmentAnnexes = pgTable(
  'shipment_annex',
  {
    id: id(),
    shipmentId: text('shipment_id').notNull(),
    ossId: bigint('oss_id', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    remark: text('remark'),
    createBy: text('create_by'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('shipment_annex_shipment_idx').on(t.shipmentId, t.id),
    index('shipment_annex_oss_idx').on(t.ossId),
  ],
);
