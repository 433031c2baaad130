import { formatDispatchTime, parseDispatchTime, REMARK_MAX, WAYBILL_STATUS_CODES } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery } from '../../../platform/list-query';
import { calendarDay, optionalText } from '../../../platform/query-params';
import { exTimeWindowSchema, timeWindowSchema, waybillLineSchema, waybillRowSchema } from '../core/schemas';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** A station-local time 'YYYY-MM-DD HH:mm[:ss]' (or empty), kept as 'YYYY-MM-DD HH:mm:ss'. */
export const wallClockInput = z
  .string()
  .trim()
  .max(20)
  .nullish()
  .refine((v) => !v || parseDispatchTime(v) !== null, 'common.invalidFormat')
  .transform((v) => {
    const ms = v ? parseDispatchTime(v) : null;
    return ms === null ? null : formatDispatchTime(ms);
  });

/** A decimal as a form or an upstream system sends it: a trimmed string, or null when blank. */
const decimal = z
  .union([z.number(), z.string().trim().max(30)])
  .nullish()
  .transform((v) => (v === '' || v === undefined || v === null ? null : String(v)));

/** One goods line. Weight and volume are filled from the item when blank; totals never come from here. */
export const waybillLineBody = z.object({
  itemId: text(64),
  itemCode: text(30),
  temperature: text(30),
  itemTransClassification: text(30),
  matType: text(30),
  quantity: decimal,
  cases: decimal,
  weight: decimal,
  volume: decimal,
  pallets: decimal,
  containerQuantity: decimal,
  remark: text(REMARK_MAX),
});
export type WaybillLineInput = z.infer<typeof waybillLineBody>;

/** Where a waybill came from: the form, or an upstream order system calling save/update. */
export const waybillSource = z.enum(['FORM', 'API']);

/**
 * The waybill form and the upstream entry (POST /order/waybill/save and /update). References may be
 * uuids or codes (clientId or clientCode, shipFromId or shipFromCode, itemId or itemCode), so an
 * upstream system can send its own codes. Totals and the code are the server's.
 */
export const waybillBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  source: waybillSource.optional(),
  refNo: text(60),
  orderCode: text(60),
  clientId: text(64),
  clientCode: text(30),
  shipFromId: text(64),
  shipFromCode: text(30),
  shipToId: text(64),
  shipToCode: text(30),
  etd: wallClockInput,
  eta: wallClockInput,
  requiredDeliveryTime: wallClockInput,
  orderType: text(30),
  orderBreed: text(30),
  transType: text(10),
  transMode: text(10),
  isCalllist: z.enum(['Y', 'N']).optional(),
  splittable: z.enum(['Y', 'N']).optional(),
  byContainer: z.enum(['Y', 'N']).optional(),
  remark: text(REMARK_MAX),
  waybillLineList: z.array(waybillLineBody).max(500).default([]),
});
export type WaybillInput = z.infer<typeof waybillBody>;

const nullableText = z.string().nullable();

/** GET /order/waybill/get/{uuid}: every field of the waybill, with its lines. */
export const waybillDetailSchema = waybillRowSchema.extend({
  srcTimeWindows: z.array(timeWindowSchema),
  destTimeWindows: z.array(timeWindowSchema),
  srcExTimeWindows: z.array(exTimeWindowSchema),
  destExTimeWindows: z.array(exTimeWindowSchema),
  srcTransMode: nullableText,
  destTransMode: nullableText,
  srcBillingMethod: nullableText,
  destBillingMethod: nullableText,
  srcHandoverMethod: nullableText,
  destHandoverMethod: nullableText,
  srcAllocationFactor: nullableText,
  destAllocationFactor: nullableText,
  clientCode: nullableText,
  waybillLineList: z.array(waybillLineSchema),
});
export type WaybillDetail = z.infer<typeof waybillDetailSchema>;

/** `status=O,E` or repeated: the waybill_status codes. */
const statusList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.enum(WAYBILL_STATUS_CODES as unknown as [string, ...string[]])));

const day = calendarDay()
  .optional()
  .or(z.literal('').transform(() => undefined));

export const waybillFilter = z.object({
  code: optionalText(60),
  refNo: optionalText(60),
  orderCode: optionalText(60),
  clientId: optionalText(64),
  shipFromId: optionalText(64),
  shipToId: optionalText(64),
  status: statusList,
  transType: optionalText(10),
  createBegin: day,
  createEnd: day,
  etdBegin: day,
  etdEnd: day,
  etaBegin: day,
  etaEnd: day,
  remark: optionalText(REMARK_MAX),
});
export type WaybillFilter = z.infer<typeof waybillFilter>;
export const waybillListQuery = pageQuery.merge(sortQuery).merge(waybillFilter);
export type WaybillListQuery = z.infer<typeof waybillListQuery>;

/** Bulk actions: the waybills by uuid, all-or-nothing. */
export const idListBody = z.object({
  idList: z.array(z.string().trim().min(1).max(64)).min(1).max(2000),
});
export const handoutBody = idListBody.extend({ handoutRemark: text(REMARK_MAX) });
export const cancelBody = idListBody.extend({ remark: text(REMARK_MAX) });
export const editRemarkBody = z.object({ uuid: z.string().trim().min(1).max(64), remark: text(REMARK_MAX) });

export const logRowSchema = z.object({
  id: z.number(),
  action: z.string(),
  fromStatus: nullableText,
  toStatus: nullableText,
  shipmentId: nullableText,
  remark: nullableText,
  createBy: nullableText,
  /** The operator's nick name (the stored create_by when it names no user). */
  createByName: nullableText,
  createTime: z.string(),
});

/** GET /order/waybill/selectStrategyNames: one split strategy with its label in the request language. */
export const strategyNameSchema = z.object({ value: z.string(), label: z.string() });

/** GET /order/waybill/selectCarShiftConfig: the vehicle shifts of a dispatch center. */
export const carShiftConfigSchema = z.object({
  dispatchCenterId: z.string().nullable(),
  shifts: z.array(
    z.object({
      shiftCode: z.string(),
      shiftName: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      overnight: z.enum(['Y', 'N']),
    }),
  ),
});

/** GET /order/waybill/rosOrderFullSaveVo: the waybill with its lines and its pick-up and delivery stops. */
export const rosOrderFullSaveVoSchema = waybillDetailSchema.extend({
  stopList: z.array(
    z.object({
      sequence: z.number(),
      type: z.enum(['P', 'D']),
      stationId: nullableText,
      stationCode: nullableText,
      stationName: nullableText,
      eta: nullableText,
      etd: nullableText,
      transMode: nullableText,
      billingMethod: nullableText,
      handoverMethod: nullableText,
      allocationFactor: nullableText,
      timeWindows: z.array(timeWindowSchema),
      exTimeWindows: z.array(exTimeWindowSchema),
    }),
  ),
});

/** POST /order/waybill/rosOrderFullSaveVoByIds and /waybillConfirmationSfRh: what was pushed. */
export const pushAnswerSchema = z.object({
  count: z.number(),
  pushed: z.number().optional(),
  logId: z.number(),
});
