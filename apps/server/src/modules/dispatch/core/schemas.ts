import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery } from '../../../platform/list-query';
import { calendarDay, optionalText, textList } from '../../../platform/query-params';

/**
 * The shapes more than one part of dispatch answers with or reads: the waybill row and its lines, the
 * pool row (a waybill on a line), station windows, and the shipment list's filters (the list and its
 * exports select by the same).
 */
const nullableText = z.string().nullable();
const day = calendarDay()
  .optional()
  .or(z.literal('').transform(() => undefined));

export const tempVoSchema = z.object({
  tempCode: z.string(),
  cases: z.string(),
  weight: z.string(),
  volume: z.string(),
  pallets: z.string(),
  quantity: z.string(),
  containerQuantity: z.string(),
});

/** A list row: the pool row of docs/api.md plus the list's own columns. */
export const waybillRowSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  parentId: nullableText,
  orderId: nullableText,
  orderCode: nullableText,
  refNo: nullableText,
  clientId: nullableText,
  clientName: nullableText,
  dispatchCenterId: nullableText,
  shipFromId: z.string(),
  shipToId: z.string(),
  srcStationCode: nullableText,
  srcStationName: nullableText,
  destStationCode: nullableText,
  destStationName: nullableText,
  srcCity: nullableText,
  destCity: nullableText,
  etd: nullableText,
  eta: nullableText,
  requiredDeliveryTime: nullableText,
  atd: nullableText,
  ata: nullableText,
  totalWeight: z.string(),
  totalVolume: z.string(),
  totalPallets: z.string(),
  totalCases: z.string(),
  totalQuantity: z.string(),
  vehicleMainModelId: nullableText,
  transType: z.string(),
  transMode: nullableText,
  routeDetailId: z.number().nullable(),
  routeDetailName: nullableText,
  carrierId: nullableText,
  carrierName: nullableText,
  tempVoLists: z.array(tempVoSchema),
  isSplit: z.string(),
  splittable: z.string(),
  byContainer: z.string(),
  splitCount: z.number(),
  source: z.string(),
  orderType: nullableText,
  orderBreed: nullableText,
  status: z.string(),
  shipmentId: nullableText,
  shipmentCode: nullableText,
  heldByName: nullableText,
  handoutFlag: z.string(),
  handoutRemark: nullableText,
  isCalllist: z.string(),
  printCount: z.number(),
  cancelStatus: nullableText,
  transferWarehouseId: nullableText,
  remark: nullableText,
  createTime: z.string(),
  auditTime: nullableText,
  updateTime: nullableText,
});
export type WaybillRow = z.infer<typeof waybillRowSchema>;

export const waybillLineSchema = z.object({
  uuid: z.string(),
  lineNo: z.number(),
  itemId: nullableText,
  itemCode: nullableText,
  itemName: nullableText,
  temperature: nullableText,
  itemType: nullableText,
  itemTransClassification: nullableText,
  matType: nullableText,
  unit: nullableText,
  quantity: z.string(),
  cases: z.string(),
  weight: z.string(),
  volume: z.string(),
  pallets: z.string(),
  containerQuantity: z.string(),
  remark: nullableText,
});
export type WaybillLineOut = z.infer<typeof waybillLineSchema>;

export const timeWindowSchema = z.object({
  weekday: nullableText,
  weekdayCode: z.number(),
  startTime: z.string(),
  endTime: z.string(),
});
export const exTimeWindowSchema = z.object({
  weekdayCode: z.number().nullable(),
  startDay: z.string(),
  endDay: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

/** The pool row of docs/api.md: the waybill list row without the list's own columns. */
export const poolRowSchema = waybillRowSchema.omit({
  orderId: true,
  orderCode: true,
  atd: true,
  ata: true,
  transMode: true,
  carrierId: true,
  carrierName: true,
  splitCount: true,
  orderBreed: true,
  shipmentCode: true,
  handoutFlag: true,
  handoutRemark: true,
  isCalllist: true,
  printCount: true,
  cancelStatus: true,
  transferWarehouseId: true,
  remark: true,
  createTime: true,
  auditTime: true,
  updateTime: true,
});

export const shipmentListQuery = pageQuery.merge(sortQuery).extend({
  shipmentCode: optionalText(60),
  status: optionalText(10),
  createBegin: day,
  createEnd: day,
  carrierId: optionalText(64),
  vehicleMainModelId: optionalText(64),
  transType: optionalText(10),
  waybillCode: optionalText(60),
  stationId: optionalText(64),
  // Planned departure (etd) days, as written on the shipment (wall clock).
  etdBegin: day,
  etdEnd: day,
  /** Front or rear plate, contains. */
  plate: optionalText(20),
  /** Main or co-driver name, contains. */
  driver: optionalText(30),
  /** open: with an alert nobody has dealt with yet; none: without one. */
  alertState: z
    .enum(['open', 'none'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** These shipments only (comma list): the list re-reads its ticked rows after an action. */
  uuids: textList.optional().or(z.literal('').transform(() => undefined)),
});
export type ShipmentListQuery = z.infer<typeof shipmentListQuery>;
