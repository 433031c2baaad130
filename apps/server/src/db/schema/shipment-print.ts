import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ts } from './columns';

/**
 * Every print of a shipment or a waybill (GET /shipment/shipment/printLog/{uuid}): what was printed
 * (printType: goods, goodsMulti, shipment, shipmentHK, crossDock, purchaseOrder, dispatchVehicle), with
 * which template, by whom, and the print count it brought the shipment to.
 */
export const shipmentPrintLogs = pgTable(
  'shipment_print_log',
  {
    id: id(),
    shipmentId: text('shipment_id').notNull(),
    printType: text('print_type').notNull(),
    templateId: text('template_id'),
    templateCode: text('template_code'),
    /** How the form reached the user: pdf (downloaded) or preview (printed from the browser). */
    printMode: text('print_mode').notNull().default('pdf'),
    pages: integer('pages').notNull().default(0),
    printCount: integer('print_count').notNull(),
    createBy: text('create_by'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('shipment_print_log_shipment_idx').on(t.shipmentId, t.id)],
);
