import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  audit,
  coordinate,
  day,
  delFlag,
  enableFlag,
  flag,
  id,
  money,
  presentCode,
  ts,
  uuid,
} from './columns';

/**
 * More base data: recyclable crates and pallets with their out/return ledger, logistics platforms,
 * projects, the service network, SOPs, goods barcodes, energy records and opinions. Same conventions as
 * base.ts (text uuid keys, soft removal, codes unique among present rows, exact decimals).
 */
export const recyclables = pgTable(
  'base_recyclable',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** recyclable_type dictionary: crate, pallet, other. */
    recyclableType: text('recyclable_type').notNull(),
    unit: text('unit'),
    depositPrice: money('deposit_price'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_recyclable', t)],
);

/** One movement of recyclables: sent out with a shipment (OUT) or brought back (RETURN). */
export const recyclableMoves = pgTable(
  'base_recyclable_move',
  {
    id: id(),
    recyclableId: text('recyclable_id').notNull(),
    stationId: text('station_id').notNull(),
    carrierId: text('carrier_id').notNull(),
    direction: text('direction').notNull(),
    quantity: integer('quantity').notNull(),
    moveTime: ts('move_time').notNull(),
    shipmentCode: text('shipment_code'),
    remark: text('remark'),
    createBy: text('create_by'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('base_recyclable_move_rec_idx').on(t.recyclableId, t.stationId, t.carrierId)],
);

export const logisticsPlatforms = pgTable(
  'base_logistics_platform',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    platformType: text('platform_type'),
    contact: text('contact'),
    phone: text('phone'),
    address: text('address'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_logistics_platform', t)],
);

export const projects = pgTable(
  'base_project',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    clientId: text('client_id'),
    dispatchCenterId: text('dispatch_center_id'),
    startDate: day('start_date'),
    endDate: day('end_date'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_project', t)],
);

export const serviceNetworks = pgTable(
  'base_service_network',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** service_network_type dictionary: hub, depot, outlet. */
    networkType: text('network_type').notNull(),
    province: text('province'),
    city: text('city'),
    area: text('area'),
    address: text('address'),
    longitude: coordinate('longitude'),
    latitude: coordinate('latitude'),
    dispatchCenterId: text('dispatch_center_id'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_service_network', t)],
);

export const sops = pgTable(
  'base_sop',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** sop_applies_to dictionary: client, lineType, temperature; appliesValue names the one it applies to. */
    appliesTo: text('applies_to').notNull(),
    appliesValue: text('applies_value'),
    version: integer('version').notNull().default(1),
    effectiveDate: day('effective_date'),
    content: text('content'),
    /** A file of the file store (sys_oss id). */
    attachmentId: text('attachment_id'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_sop', t)],
);

export const goodsBarcodes = pgTable(
  'base_goods_barcode',
  {
    uuid: uuid(),
    itemId: text('item_id').notNull(),
    barcode: text('barcode').notNull(),
    /** barcode_type dictionary: EAN13, ITF14, CODE128, QR. */
    barcodeType: text('barcode_type').notNull(),
    unit: text('unit'),
    conversionFactor: integer('conversion_factor').notNull().default(1),
    /** Y: the item's main barcode; one per item among present rows. */
    mainFlag: flag('main_flag'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [
    uniqueIndex('base_goods_barcode_code_uq').on(t.barcode).where(sql`del_flag = '0'`),
    uniqueIndex('base_goods_barcode_main_uq').on(t.itemId).where(sql`del_flag = '0' and main_flag = 'Y'`),
  ],
);

export const energyRecords = pgTable(
  'base_energy',
  {
    uuid: uuid(),
    /** The record number, given by the server. */
    code: text('code').notNull(),
    vehicleId: text('vehicle_id').notNull(),
    recordDate: day('record_date').notNull(),
    /** energy_type dictionary: diesel, gasoline, electricity, lng, refrigerant. */
    energyType: text('energy_type').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    unit: text('unit'),
    amount: money('amount'),
    odometerKm: integer('odometer_km'),
    station: text('station'),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_energy', t), index('base_energy_vehicle_idx').on(t.vehicleId, t.recordDate)],
);

/** Opinions and suggestions any signed-in user submits; administrators reply. */
export const opinions = pgTable(
  'base_opinion',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    /** opinion_type dictionary: suggestion, complaint, bug. */
    opinionType: text('opinion_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    /** N new, P processing, D done (domain base/opinion.ts). */
    status: text('status').notNull().default('N'),
    reply: text('reply'),
    replyBy: text('reply_by'),
    replyTime: ts('reply_time'),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_opinion', t), index('base_opinion_user_idx').on(t.userId)],
);
