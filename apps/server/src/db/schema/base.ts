import type { ModelCompartment } from '@tms/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  audit,
  coordinate,
  day,
  delFlag,
  enableFlag,
  flag,
  id,
  kg,
  m3,
  metres,
  money,
  presentCode,
  ts,
  uuid,
} from './columns';

/**
 * Base data. Conventions:
 * - master records are keyed by a text `uuid` (the spec's calls send uuid); route groups, their details and
 *   station sub-records by a numeric `id`, as the spec names them;
 * - `enable_flag` 'Y' enabled / 'N' disabled; Y/N flags follow the sys_yes_no dictionary;
 * - `del_flag` '0' present / '2' removed: waybills and shipments keep pointing at removed records, so
 *   master data is removed softly and codes are unique among present rows only;
 * - weights (kg) numeric(14,3), volumes (m3) numeric(14,6), money numeric(14,2): exact decimals, read as
 *   strings and summed with decimal.js;
 * - times of day 'HH:mm' text, calendar days `date` (YYYY-MM-DD strings).
 */
export const clients = pgTable(
  'base_client',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    contact: text('contact'),
    mobile: text('mobile'),
    address: text('address'),
    /** Client-level temperature range, filled together, minimum 0 or more. */
    minTemperature: numeric('min_temperature', { precision: 6, scale: 1 }),
    maxTemperature: numeric('max_temperature', { precision: 6, scale: 1 }),
    /** Y: proof-of-delivery images may be uploaded for this client's orders. */
    imageReturn: flag('image_return'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_client', t)],
);

/** A named set of clients; users are given data groups (or single clients) to scope what they see. */
export const dataGroups = pgTable(
  'base_data_group',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_data_group', t)],
);

export const dataGroupClients = pgTable(
  'base_data_group_client',
  {
    dataGroupId: text('data_group_id').notNull(),
    clientId: text('client_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dataGroupId, t.clientId] }), index('base_dgc_client_idx').on(t.clientId)],
);

/** Carriers of a base data group: a user holding the group may see and pick them and their fleet. */
export const dataGroupCarriers = pgTable(
  'base_data_group_carrier',
  {
    dataGroupId: text('data_group_id').notNull(),
    carrierId: text('carrier_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dataGroupId, t.carrierId] }),
    index('base_dgcr_carrier_idx').on(t.carrierId),
  ],
);

export const zones = pgTable(
  'base_zone',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    dispatchCenterId: text('dispatch_center_id'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_zone', t)],
);

export const addresses = pgTable(
  'base_address',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    country: text('country').notNull().default('中国'),
    province: text('province'),
    city: text('city'),
    area: text('area'),
    street: text('street'),
    houseNumber: text('house_number'),
    address1: text('address1'),
    address2: text('address2'),
    postcode: text('postcode'),
    longitude: coordinate('longitude'),
    latitude: coordinate('latitude'),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_address', t)],
);

export const contacts = pgTable(
  'base_contact',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    landline: text('landline'),
    wechat: text('wechat'),
    email: text('email'),
    fax: text('fax'),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_contact', t)],
);

export const transportLocations = pgTable(
  'base_trans_location',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** trans_location_type dictionary. */
    type: text('type'),
    address: text('address'),
    zoneId: text('zone_id'),
    dispatchCenterId: text('dispatch_center_id'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_trans_location', t)],
);

export const stations = pgTable(
  'base_station',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Owning client; hubs and warehouses of the operator itself have none. */
    clientId: text('client_id'),
    dispatchCenterId: text('dispatch_center_id'),
    /** station_type dictionary: store, warehouse, cross-dock hub, supplier. */
    type: text('type').notNull(),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    province: text('province'),
    city: text('city'),
    area: text('area'),
    address: text('address'),
    longitude: coordinate('longitude'),
    latitude: coordinate('latitude'),
    zoneId: text('zone_id'),
    description: text('description'),
    /** Electronic fence radius, metres. */
    fenceDistance: integer('fence_distance'),
    inCity: flag('in_city'),
    leadTimeDays: integer('lead_time_days'),
    unloadingTeam: text('unloading_team'),
    deliveryType: text('delivery_type'),
    transMode: text('trans_mode'),
    billingMethod: text('billing_method'),
    handoverMethod: text('handover_method'),
    allocationFactor: numeric('allocation_factor', { precision: 10, scale: 4 }),
    /** Defaults when no load-efficiency rule matches: minutes, and minutes per unit. */
    fixedLoadMinutes: integer('fixed_load_minutes'),
    fixedUnloadMinutes: integer('fixed_unload_minutes'),
    fixedHandoverMinutes: integer('fixed_handover_minutes'),
    loadEfficiency: numeric('load_efficiency', { precision: 10, scale: 4 }),
    unloadEfficiency: numeric('unload_efficiency', { precision: 10, scale: 4 }),
    eSignature: flag('e_signature'),
    allowLeave: flag('allow_leave'),
    deliveryPlan: flag('delivery_plan'),
    newStore: flag('new_store'),
    deliveryDigital: flag('delivery_digital'),
    handoverImageRequired: flag('handover_image_required'),
    qrHandover: flag('qr_handover'),
    category1: text('category1'),
    category2: text('category2'),
    category3: text('category3'),
    category4: text('category4'),
    category5: text('category5'),
    category6: text('category6'),
    category7: text('category7'),
    entryGuide: text('entry_guide'),
    /** Proof-of-delivery settings (saveEpod). */
    epod: jsonb('epod').$type<Record<string, unknown>>(),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [
    presentCode('base_station', t),
    index('base_station_scope_idx').on(t.dispatchCenterId, t.clientId, t.delFlag),
    // The list's usual filters (type, enabled, city prefix) inside a center: the page's count is an
    // index-only scan. text_pattern_ops lets `city like '上海%'` be a range on the index.
    index('base_station_list_idx')
      .on(t.dispatchCenterId, t.type, t.enableFlag, t.city.op('text_pattern_ops'), t.clientId)
      .where(sql`del_flag = '0'`),
    index('base_station_name_idx').on(t.name),
  ],
);

/** Delivery (receiving) windows per weekday; weekdayCode 1-7 with Sunday 7, one window per weekday. */
export const stationTimeWindows = pgTable(
  'base_station_time_window',
  {
    id: id(),
    stationId: text('station_id').notNull(),
    weekday: text('weekday'),
    weekdayCode: smallint('weekday_code').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [uniqueIndex('base_station_tw_uq').on(t.stationId, t.weekdayCode)],
);

/** Extra receiving windows for a span of days (holidays, promotions). */
export const stationExTimeWindows = pgTable(
  'base_station_ex_time_window',
  {
    id: id(),
    stationId: text('station_id').notNull(),
    weekdayCode: smallint('weekday_code'),
    startDay: day('start_day').notNull(),
    endDay: day('end_day').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [index('base_station_extw_station_idx').on(t.stationId)],
);

/**
 * Receipt time and load efficiency: load time = fixedHandTime + efficiency x total of the property
 * (1 cases, 2 weight, 3 volume). One rule per station and property.
 */
export const stationLoadRules = pgTable(
  'base_station_load_rule',
  {
    id: id(),
    stationId: text('station_id').notNull(),
    deliverProperty: smallint('deliver_property').notNull(),
    /** Loading minutes per unit of the property. */
    loadEfficiency: numeric('load_efficiency', { precision: 10, scale: 4 }).notNull(),
    /** Unloading minutes per unit of the property. */
    cargoEfficiency: numeric('cargo_efficiency', { precision: 10, scale: 4 }).notNull(),
    fixedLoadTime: integer('fixed_load_time').notNull().default(0),
    fixedCargoTime: integer('fixed_cargo_time').notNull().default(0),
    fixedHandTime: integer('fixed_hand_time').notNull().default(0),
    remark: text('remark'),
    ...audit,
  },
  (t) => [uniqueIndex('base_station_load_rule_uq').on(t.stationId, t.deliverProperty)],
);

export const stationLocations = pgTable(
  'base_station_location',
  {
    stationId: text('station_id').notNull(),
    locationId: text('location_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.locationId] })],
);

/** Stations that may not share a line; stored once per pair with stationId < otherStationId. */
export const stationMutexes = pgTable(
  'base_station_mutex',
  {
    stationId: text('station_id').notNull(),
    otherStationId: text('other_station_id').notNull(),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.stationId, t.otherStationId] }),
    index('base_station_mutex_other_idx').on(t.otherStationId),
  ],
);

export const carriers = pgTable(
  'base_carrier',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    creditCode: text('credit_code'),
    contact: text('contact'),
    mobile: text('mobile'),
    email: text('email'),
    address: text('address'),
    /** Y while blacklisted: not offered for dispatch. */
    blacklist: flag('blacklist'),
    blacklistReason: text('blacklist_reason'),
    /** review_status dictionary: 0 pending, 1 approved, 2 rejected. */
    reviewStatus: text('review_status').notNull().default('0'),
    reviewRemark: text('review_remark'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_carrier', t)],
);

export const drivers = pgTable(
  'base_driver',
  {
    uuid: uuid(),
    carrierId: text('carrier_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    idCard: text('id_card'),
    /** driver_license_type dictionary (A1, A2, B1, B2, C1). */
    licenseType: text('license_type'),
    licenseNumber: text('license_number'),
    licenseValidFrom: day('license_valid_from'),
    licenseValidTo: day('license_valid_to'),
    licenseFirstIssue: day('license_first_issue'),
    healthCertNo: text('health_cert_no'),
    healthValidFrom: day('health_valid_from'),
    healthValidTo: day('health_valid_to'),
    /** Driver app sign-in; the password is stored as a scrypt hash like staff passwords. */
    loginName: text('login_name'),
    password: text('password'),
    /** File ids in sys_oss, up to 10 each. */
    licenseImages: jsonb('license_images').$type<string[]>().notNull().default([]),
    healthImages: jsonb('health_images').$type<string[]>().notNull().default([]),
    qualificationImages: jsonb('qualification_images').$type<string[]>().notNull().default([]),
    reviewStatus: text('review_status').notNull().default('0'),
    reviewRemark: text('review_remark'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [
    presentCode('base_driver', t),
    uniqueIndex('base_driver_login_uq').on(t.loginName).where(sql`del_flag = '0' and login_name is not null`),
    index('base_driver_carrier_idx').on(t.carrierId),
  ],
);

export const vehicleModels = pgTable(
  'base_vehicle_model',
  {
    uuid: uuid(),
    carrierId: text('carrier_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** item_temperature codes the body can hold at once (multi-compartment bodies hold several). */
    temperatureLayers: jsonb('temperature_layers').$type<string[]>().notNull().default([]),
    ratedLoadKg: kg('rated_load_kg').notNull(),
    ratedVolumeM3: m3('rated_volume_m3').notNull(),
    /**
     * Per-layer capacities of a multi-compartment body, each layer at most once and one of temperatureLayers;
     * a figure is a decimal string (kg 3 decimals, m3 6) or null when that layer is limited only by the body.
     */
    compartments: jsonb('compartments').$type<ModelCompartment[]>().notNull().default([]),
    ownWeightKg: kg('own_weight_kg'),
    innerLength: metres('inner_length'),
    innerWidth: metres('inner_width'),
    innerHeight: metres('inner_height'),
    outerLength: metres('outer_length'),
    outerWidth: metres('outer_width'),
    outerHeight: metres('outer_height'),
    /** vehicle_classification dictionary. */
    classification: text('classification'),
    rosPushResult: text('ros_push_result'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_vehicle_model', t)],
);

export const vehicles = pgTable(
  'base_vehicle',
  {
    uuid: uuid(),
    carrierId: text('carrier_id').notNull(),
    driverId: text('driver_id'),
    vehicleModelId: text('vehicle_model_id'),
    code: text('code').notNull(),
    plateNumber: text('plate_number').notNull(),
    frameNumber: text('frame_number'),
    logisticsPlatform: text('logistics_platform'),
    locked: flag('locked'),
    brand: text('brand'),
    ownFlag: flag('own_flag'),
    deviceNumber: text('device_number'),
    description: text('description'),
    registrationDate: day('registration_date'),
    scrapDate: day('scrap_date'),
    inspectionStart: day('inspection_start'),
    inspectionEnd: day('inspection_end'),
    insuranceStart: day('insurance_start'),
    insuranceEnd: day('insurance_end'),
    licenseNumber: text('license_number'),
    length: metres('length'),
    width: metres('width'),
    height: metres('height'),
    ownWeightKg: kg('own_weight_kg'),
    tonnage: kg('tonnage'),
    emissionStandard: text('emission_standard'),
    fuelConsumption: numeric('fuel_consumption', { precision: 8, scale: 2 }),
    reeferFuelConsumption: numeric('reefer_fuel_consumption', { precision: 8, scale: 2 }),
    age: integer('age'),
    /** File ids in sys_oss per document. */
    drivingLicenseFront: jsonb('driving_license_front').$type<string[]>().notNull().default([]),
    drivingLicenseBack: jsonb('driving_license_back').$type<string[]>().notNull().default([]),
    transportPermit: jsonb('transport_permit').$type<string[]>().notNull().default([]),
    insuranceFiles: jsonb('insurance_files').$type<string[]>().notNull().default([]),
    inspectionCertificate: jsonb('inspection_certificate').$type<string[]>().notNull().default([]),
    reviewStatus: text('review_status').notNull().default('0'),
    reviewRemark: text('review_remark'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [
    presentCode('base_vehicle', t),
    uniqueIndex('base_vehicle_plate_uq').on(t.plateNumber).where(sql`del_flag = '0'`),
    index('base_vehicle_carrier_idx').on(t.carrierId),
  ],
);

export const items = pgTable(
  'base_item',
  {
    uuid: uuid(),
    clientId: text('client_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    cargoType: text('cargo_type'),
    /** item_temperature dictionary. */
    temperature: text('temperature').notNull(),
    /** item_classification_type dictionary (transport classification). */
    transClassification: text('trans_classification'),
    /** item_type dictionary. */
    itemType: text('item_type'),
    /** mat_type dictionary: main or auxiliary material. */
    matType: text('mat_type'),
    /** item_box dictionary: how the item is boxed (bundled materials split in full only). */
    itemBox: text('item_box'),
    operationUnit: text('operation_unit'),
    packingSpec: text('packing_spec'),
    weightKg: kg('weight_kg'),
    volumeM3: m3('volume_m3'),
    length: metres('length'),
    width: metres('width'),
    height: metres('height'),
    basicUnit: text('basic_unit'),
    boxUnit: text('box_unit'),
    palletUnit: text('pallet_unit'),
    /** Basic units per box, and boxes per pallet. */
    boxFactor: numeric('box_factor', { precision: 12, scale: 3 }),
    palletFactor: numeric('pallet_factor', { precision: 12, scale: 3 }),
    externalCode: text('external_code'),
    deliveryType: text('delivery_type'),
    dangerous: flag('dangerous'),
    category1: text('category1'),
    category2: text('category2'),
    category3: text('category3'),
    category4: text('category4'),
    category5: text('category5'),
    category6: text('category6'),
    category7: text('category7'),
    category8: text('category8'),
    category9: text('category9'),
    category10: text('category10'),
    barcode: text('barcode'),
    packageCode: text('package_code'),
    packageUnit: text('package_unit'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_item', t), index('base_item_client_idx').on(t.clientId)],
);

export const orderTypes = pgTable(
  'base_order_type',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** order_breed dictionary. */
    orderBreed: text('order_breed'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_order_type', t)],
);

export const printers = pgTable(
  'base_printer',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    dispatchCenterId: text('dispatch_center_id'),
    model: text('model'),
    ip: text('ip'),
    port: integer('port'),
    paperSize: text('paper_size'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_printer', t)],
);

/**
 * Template records: printing picks the enabled record of a type (a client's own before a shared one)
 * and draws the form in code; `content` is stored as text and not read when printing.
 */
export const printTemplates = pgTable(
  'base_print_template',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** goods, goodsMulti, shipment, crossDock. */
    type: text('type').notNull(),
    clientId: text('client_id'),
    content: text('content'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_print_template', t)],
);

/** Document number rules: prefix + optional timestamp + zero-padded serial, per client/center/type. */
export const numberRules = pgTable(
  'base_number_rule',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    clientId: text('client_id'),
    dispatchCenterId: text('dispatch_center_id'),
    /** number_ref_type dictionary: waybill, shipment, ... */
    refType: text('ref_type').notNull(),
    prefix: text('prefix').notNull().default(''),
    timestampEnabled: flag('timestamp_enabled', 'Y'),
    /** dayjs format of the timestamp part; the serial restarts when it changes. */
    timestampFormat: text('timestamp_format').notNull().default('YYYYMMDD'),
    serialLength: smallint('serial_length').notNull().default(6),
    example: text('example'),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_number_rule', t)],
);

/** The last serial handed out per rule and timestamp period; bumped atomically. */
export const numberSequences = pgTable(
  'base_number_sequence',
  {
    ruleId: text('rule_id').notNull(),
    period: text('period').notNull(),
    current: bigint('current', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.period] })],
);

/** Standard routes between zones. */
export const routes = pgTable(
  'base_route',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    dispatchCenterId: text('dispatch_center_id'),
    originZoneId: text('origin_zone_id'),
    destZoneId: text('dest_zone_id'),
    /** route_transport_way dictionary. */
    transType: text('trans_type'),
    stowageMode: text('stowage_mode'),
    transportGroup: text('transport_group'),
    mileageKm: numeric('mileage_km', { precision: 10, scale: 2 }),
    cost: money('cost'),
    prescriptionHours: numeric('prescription_hours', { precision: 8, scale: 2 }),
    enableFlag: enableFlag(),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_route', t)],
);

/** Fixed route groups: a set of recurring trips (details) run on given weekdays and shift. */
export const routeGroups = pgTable(
  'base_route_group',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    dispatchCenterId: text('dispatch_center_id'),
    description: text('description'),
    /** Weekday codes 1-7 (Sunday 7). */
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([]),
    shift: text('shift'),
    /** Y valid, N invalid. */
    validFlag: flag('valid_flag', 'Y'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [presentCode('base_route_group', t)],
);

export const routeGroupDetails = pgTable(
  'base_route_group_detail',
  {
    id: id(),
    routeGroupId: bigint('route_group_id', { mode: 'number' }).notNull(),
    routeId: text('route_id'),
    loadTime: text('load_time'),
    departureTime: text('departure_time'),
    deliveryBatch: text('delivery_batch'),
    carrierId: text('carrier_id'),
    vehicleModelId: text('vehicle_model_id'),
    mainDriverId: text('main_driver_id'),
    secondDriverId: text('second_driver_id'),
    vehicleId: text('vehicle_id'),
    validFlag: flag('valid_flag', 'Y'),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [index('base_rgd_group_idx').on(t.routeGroupId)],
);

export const routeGroupStops = pgTable(
  'base_route_group_stop',
  {
    id: id(),
    detailId: bigint('detail_id', { mode: 'number' }).notNull(),
    sequence: smallint('sequence').notNull(),
    stationId: text('station_id').notNull(),
    arrivalTime: text('arrival_time'),
    leaveTime: text('leave_time'),
  },
  (t) => [uniqueIndex('base_rgs_uq').on(t.detailId, t.sequence)],
);

/** Every push to an external system (ROS, SF, ...): what was sent and what came back. */
export const pushLogs = pgTable(
  'base_push_log',
  {
    id: id(),
    /** sys_integration_setting name. */
    target: text('target').notNull(),
    kind: text('kind').notNull(),
    refIds: jsonb('ref_ids').$type<string[]>().notNull().default([]),
    url: text('url'),
    status: text('status').notNull(),
    httpStatus: integer('http_status'),
    response: text('response'),
    createBy: text('create_by'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('base_push_log_time_idx').on(t.createTime)],
);
