import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, delFlag, flag, id, kg, m3, ts, uuid } from './columns';

/**
 * The dispatch core: orders, waybills and their lines, the order pool's holds, shipments with
 * their stops, and the logs of every transition. Conventions as in base.ts; in addition:
 * - planned and actual times (etd, eta, atd, ata, stop times) are station-local wall-clock readings,
 *   `timestamp without time zone` read as 'YYYY-MM-DD HH:mm:ss' strings, the shape the domain rules take;
 * - quantities, cases and pallets numeric(14,3): split quantities may have 3 decimals;
 * - statuses are the codes of packages/domain/src/dispatch (waybill-state.ts, order-state.ts) and
 *   docs/waybill-states.md.
 */
const wallClock = (name: string) => timestamp(name, { withTimezone: false, mode: 'string' });
const qty = (name: string) => kg(name);

/** Upstream customer orders; a waybill belongs to at most one. */
export const orders = pgTable(
  'order_order',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    clientId: text('client_id'),
    dispatchCenterId: text('dispatch_center_id'),
    orderType: text('order_type'),
    orderBreed: text('order_breed'),
    /** O open, E effective, C closed (order-state.ts). */
    status: text('status').notNull().default('O'),
    locked: flag('locked'),
    /** Y keyed in by hand; N received from an upstream system. */
    manual: flag('manual', 'Y'),
    /** Carrier route assigned while open. */
    carrierId: text('carrier_id'),
    routeDetailId: bigint('route_detail_id', { mode: 'number' }),
    source: text('source'),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [
    uniqueIndex('order_order_code_uq').on(t.code).where(sql`del_flag = '0'`),
    index('order_order_center_idx').on(t.dispatchCenterId, t.status),
  ],
);

export const waybills = pgTable(
  'order_waybill',
  {
    uuid: uuid(),
    /** The waybill this one was split from. */
    parentId: text('parent_id'),
    code: text('code').notNull(),
    orderId: text('order_id'),
    orderCode: text('order_code'),
    refNo: text('ref_no'),
    clientId: text('client_id'),
    dispatchCenterId: text('dispatch_center_id'),
    /** The dispatch center that handed the order over (insert dialog filter refDispatchId). */
    refDispatchId: text('ref_dispatch_id'),
    shipFromId: text('ship_from_id').notNull(),
    shipToId: text('ship_to_id').notNull(),
    etd: wallClock('etd'),
    eta: wallClock('eta'),
    /** Latest acceptable arrival at the destination: a stop's ETA may not exceed it. */
    requiredDeliveryTime: wallClock('required_delivery_time'),
    atd: wallClock('atd'),
    ata: wallClock('ata'),
    orderType: text('order_type'),
    orderBreed: text('order_breed'),
    /** route_transport_way; 3 (city delivery) by default, as the line screen. */
    transType: text('trans_type').notNull().default('3'),
    transMode: text('trans_mode'),
    vehicleMainModelId: text('vehicle_main_model_id'),
    routeDetailId: bigint('route_detail_id', { mode: 'number' }),
    routeDetailName: text('route_detail_name'),
    carrierId: text('carrier_id'),
    shipmentId: text('shipment_id'),
    /** waybill_status: O E D H S T F C (docs/waybill-states.md). */
    status: text('status').notNull().default('O'),
    totalQuantity: qty('total_quantity').notNull().default('0'),
    totalCases: qty('total_cases').notNull().default('0'),
    totalWeight: kg('total_weight').notNull().default('0'),
    totalVolume: m3('total_volume').notNull().default('0'),
    totalPallets: qty('total_pallets').notNull().default('0'),
    /** How many waybills were split off this one; isSplit Y on split children and parents. */
    splitCount: integer('split_count').notNull().default(0),
    isSplit: flag('is_split'),
    splittable: flag('splittable', 'Y'),
    /** Handled by container: not splittable. */
    byContainer: flag('by_container'),
    /** Where it came from: FORM, IMPORT, API (POST /order/waybill/save from upstream), OMS, SCI. */
    source: text('source').notNull().default('FORM'),
    isCalllist: flag('is_calllist'),
    handoutFlag: flag('handout_flag'),
    handoutRemark: text('handout_remark'),
    transferWarehouseId: text('transfer_warehouse_id'),
    cancelStatus: text('cancel_status'),
    printCount: integer('print_count').notNull().default(0),
    /** The order pool's hold (handmade): who holds it and since when; stale holds expire. */
    heldBy: bigint('held_by', { mode: 'number' }),
    heldByName: text('held_by_name'),
    heldAt: ts('held_at'),
    auditTime: ts('audit_time'),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [
    uniqueIndex('order_waybill_code_uq').on(t.code).where(sql`del_flag = '0'`),
    // The list's orders (docs/performance.md, "Waybill list"): the center, then status, nothing or the
    // client, then create time and uuid as the list sorts; the trailing columns let the total be an
    // index-only count and the page's scan stop after its rows.
    index('order_waybill_list_idx').on(
      t.dispatchCenterId,
      t.status,
      t.createTime,
      t.uuid,
      t.clientId,
      t.delFlag,
    ),
    index('order_waybill_list_time_idx').on(
      t.dispatchCenterId,
      t.createTime,
      t.uuid,
      t.status,
      t.clientId,
      t.delFlag,
    ),
    index('order_waybill_list_client_idx').on(
      t.dispatchCenterId,
      t.clientId,
      t.createTime,
      t.uuid,
      t.status,
      t.delFlag,
    ),
    index('order_waybill_client_idx').on(t.clientId),
    index('order_waybill_shipment_idx').on(t.shipmentId),
    index('order_waybill_parent_idx').on(t.parentId),
    index('order_waybill_order_idx').on(t.orderId),
    index('order_waybill_held_idx').on(t.heldBy),
  ],
);

/** The goods of a waybill (waybillLineList). */
export const waybillLines = pgTable(
  'order_waybill_line',
  {
    uuid: uuid(),
    waybillId: text('waybill_id').notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: text('item_id'),
    itemCode: text('item_code'),
    itemName: text('item_name'),
    /** item_temperature: FROZEN, CHILLED, AMBIENT. */
    temperature: text('temperature'),
    itemType: text('item_type'),
    /** item_classification_type. */
    itemTransClassification: text('item_trans_classification'),
    /** mat_type: 1 main, 2 auxiliary, 3 bundled. */
    matType: text('mat_type'),
    /** The main line an auxiliary material goes with (they split together). */
    mainLineId: text('main_line_id'),
    /** On a split-off waybill: the original line it came from (withdraw split merges back into it). */
    originLineId: text('origin_line_id'),
    unit: text('unit'),
    quantity: qty('quantity').notNull().default('0'),
    cases: qty('cases').notNull().default('0'),
    weight: kg('weight').notNull().default('0'),
    volume: m3('volume').notNull().default('0'),
    pallets: qty('pallets').notNull().default('0'),
    containerQuantity: qty('container_quantity').notNull().default('0'),
    remark: text('remark'),
    ...audit,
  },
  (t) => [index('order_waybill_line_waybill_idx').on(t.waybillId, t.lineNo)],
);

/** Every transition of a waybill (GET /order/waybill/log/{uuid}). */
export const waybillLogs = pgTable(
  'order_waybill_log',
  {
    id: id(),
    waybillId: text('waybill_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    shipmentId: text('shipment_id'),
    remark: text('remark'),
    createBy: text('create_by'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('order_waybill_log_waybill_idx').on(t.waybillId, t.id)],
);

/** Dispatch orders: one per submitted line. */
export const shipments = pgTable(
  'shipment_shipment',
  {
    uuid: uuid(),
    shipmentCode: text('shipment_code').notNull(),
    refCode: text('ref_code'),
    /** Shipment status codes: packages/domain/src/dispatch/shipment-state.ts. */
    status: text('status').notNull().default('O'),
    dispatchCenterId: text('dispatch_center_id'),
    carrierId: text('carrier_id'),
    realCarrierId: text('real_carrier_id'),
    transType: text('trans_type').notNull().default('3'),
    transMode: text('trans_mode'),
    routeDetailId: bigint('route_detail_id', { mode: 'number' }),
    routeDetailName: text('route_detail_name'),
    vehicleMainModelId: text('vehicle_main_model_id'),
    vehicleId: text('vehicle_id'),
    mainDriverId: text('main_driver_id'),
    coDriverId: text('co_driver_id'),
    takeFirstStationId: text('take_first_station_id'),
    downFirstStationId: text('down_first_station_id'),
    downLastStationId: text('down_last_station_id'),
    stationNum: integer('station_num').notNull().default(0),
    etd: wallClock('etd'),
    eta: wallClock('eta'),
    atd: wallClock('atd'),
    ata: wallClock('ata'),
    totalQuantity: qty('total_quantity').notNull().default('0'),
    totalCases: qty('total_cases').notNull().default('0'),
    totalWeight: kg('total_weight').notNull().default('0'),
    totalVolume: m3('total_volume').notNull().default('0'),
    totalPallets: qty('total_pallets').notNull().default('0'),
    lineType: text('line_type'),
    printCount: integer('print_count').notNull().default(0),
    remark: text('remark'),
    // The fields the shipment lifecycle fills: transport numbers, drivers, vehicles, loads, alerts, mileage.
    fixedRouteName: text('fixed_route_name'),
    wireNo: text('wire_no'),
    marketArea: text('market_area'),
    containerNo: text('container_no'),
    sealNo: text('seal_no'),
    trailerNo: text('trailer_no'),
    wagonNo: text('wagon_no'),
    shiftNo: text('shift_no'),
    ferryNo: text('ferry_no'),
    mainDriverName: text('main_driver_name'),
    mainDriverMobile: text('main_driver_mobile'),
    coDriverName: text('co_driver_name'),
    coDriverMobile: text('co_driver_mobile'),
    frontPlate: text('front_plate'),
    frontModel: text('front_model'),
    rearPlate: text('rear_plate'),
    rearModel: text('rear_model'),
    /** The vehicle type actually sent (shipChangeModel); the planned one is vehicleMainModelId. */
    actualModelId: text('actual_model_id'),
    originLocation: text('origin_location'),
    finalLocation: text('final_location'),
    isReceive: flag('is_receive'),
    returnReasons: text('return_reasons'),
    rejectReasons: text('reject_reasons'),
    volumeRate: numeric('volume_rate', { precision: 8, scale: 2 }),
    loadedWeight: kg('loaded_weight'),
    loadedVolume: m3('loaded_volume'),
    loadedQuantity: qty('loaded_quantity'),
    loadedCases: qty('loaded_cases'),
    loadedPallets: qty('loaded_pallets'),
    loadedOther: text('loaded_other'),
    alertTempCount: integer('alert_temp_count').notNull().default(0),
    alertDelayCount: integer('alert_delay_count').notNull().default(0),
    alertGeoCount: integer('alert_geo_count').notNull().default(0),
    alertStopCount: integer('alert_stop_count').notNull().default(0),
    alertSpeedCount: integer('alert_speed_count').notNull().default(0),
    sendType: text('send_type'),
    trackNumStatus: text('track_num_status'),
    trackNumRemark: text('track_num_remark'),
    expectedMileage: kg('expected_mileage'),
    actualMileage: kg('actual_mileage'),
    expectedHours: kg('expected_hours'),
    actualHours: kg('actual_hours'),
    /** The shipment this one was merged into (mergeShip), and the merge group's code. */
    mergedIntoId: text('merged_into_id'),
    mergeCode: text('merge_code'),
    isTracking: flag('is_tracking'),
    isGps: flag('is_gps'),
    isRetracement: flag('is_retracement'),
    isCharge: flag('is_charge'),
    sciLineResult: text('sci_line_result'),
    driverSafeSignStatus: text('driver_safe_sign_status'),
    precoolTemp: numeric('precool_temp', { precision: 6, scale: 2 }),
    outboundKm: kg('outbound_km'),
    returnKm: kg('return_km'),
    fridgeHours: kg('fridge_hours'),
    checkAbnormalCount: integer('check_abnormal_count').notNull().default(0),
    checkAbnormalReasons: text('check_abnormal_reasons'),
    /** Minutes added to the ETA by additTime. */
    additMinutes: integer('addit_minutes').notNull().default(0),
    descriptionRecord: text('description_record'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [
    uniqueIndex('shipment_shipment_code_uq').on(t.shipmentCode).where(sql`del_flag = '0'`),
    index('shipment_shipment_list_idx').on(t.dispatchCenterId, t.status, t.createTime),
    // The list's first page without a status: the newest of a center, read in order instead of sorted.
    index('shipment_shipment_list_time_idx').on(t.dispatchCenterId, t.createTime).where(sql`del_flag = '0'`),
  ],
);

/** The stops of a shipment, in sequence. */
export const shipmentStops = pgTable(
  'shipment_stop',
  {
    id: id(),
    shipmentId: text('shipment_id').notNull(),
    stationId: text('station_id').notNull(),
    sequence: integer('sequence').notNull(),
    /** P, D or P&D. */
    type: text('type').notNull(),
    eta: wallClock('eta'),
    etd: wallClock('etd'),
    isBckWare: flag('is_bck_ware'),
    backWareEta: wallClock('back_ware_eta'),
    backWareEtd: wallClock('back_ware_etd'),
    etaIsOutTimewindow: flag('eta_is_out_timewindow'),
    etdIsOutTimewindow: flag('etd_is_out_timewindow'),
    transMode: text('trans_mode'),
    billingMethod: text('billing_method'),
    handoverMethod: text('handover_method'),
    allocationFactor: m3('allocation_factor'),
    ata: wallClock('ata'),
    atd: wallClock('atd'),
    arriveInFence: flag('arrive_in_fence'),
    departInFence: flag('depart_in_fence'),
    longitude: numeric('longitude', { precision: 10, scale: 6 }),
    latitude: numeric('latitude', { precision: 10, scale: 6 }),
    handoverTempIn: numeric('handover_temp_in', { precision: 6, scale: 2 }),
    handoverTempOut: numeric('handover_temp_out', { precision: 6, scale: 2 }),
    cargoVolume: m3('cargo_volume'),
    /** Y: a shipment-order stop (domain stop-fields.ts); set at submit, defaulting by stop type. */
    isShipmentOrder: flag('is_shipment_order'),
    /** The dispatcher's note for the stop (at most 500 characters). */
    stopInfo: text('stop_info'),
  },
  (t) => [uniqueIndex('shipment_stop_seq_uq').on(t.shipmentId, t.sequence)],
);

/** Every transition of a shipment. */
export const shipmentLogs = pgTable(
  'shipment_log',
  {
    id: id(),
    shipmentId: text('shipment_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    remark: text('remark'),
    createBy: text('create_by'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('shipment_log_shipment_idx').on(t.shipmentId, t.id)],
);
