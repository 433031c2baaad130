import { z } from 'zod';
import { textList, wallClockText } from '../../../platform/query-params';

/** Request and response shapes of the lifecycle calls (docs/api.md, "Shipment lifecycle"). */
const id = z.string().trim().min(1).max(64);
const ids = z.array(id).min(1, 'shipment.select.first').max(500);
const note = z.string().trim().max(500).optional();
const text = (max = 100) => z.string().trim().max(max).nullable().optional();
const yesNo = z.enum(['Y', 'N']);
const decimal = z
  .string()
  .trim()
  .regex(/^-?\d{1,10}(\.\d{1,3})?$/, 'common.invalidNumber')
  .nullable()
  .optional();
const wallClock = wallClockText().transform((v) => (v.length === 16 ? `${v}:00` : v).replace('T', ' '));

export const idsBody = z.object({ ids, remark: note });
export const shipQuery = z.object({ ids: textList });
export const finishQuery = z.object({ ids: textList, factTime: wallClock });
export const removeQuery = z.object({ uuid: id });

export const rejectBody = z.object({ ids, rejectReasons: z.string().trim().min(1).max(500) });
export const applyReturnBody = z.object({ ids, returnReasons: z.string().trim().max(500).optional() });

export const scheduleBody = z.object({
  ids,
  carrierId: id,
  realCarrierId: id.nullable().optional(),
  vehicleId: id,
  mainDriverId: id,
  coDriverId: id.nullable().optional(),
  trailerNo: text(40),
  rearPlate: text(20),
});
export const vehicleCheckBody = z.object({ vehicleId: id, ids: z.array(id).max(500).optional() });

export const changeCarrierBody = z.object({ ids, carrierId: id, realCarrierId: id.nullable().optional() });
export const changeLineTypeBody = z.object({ ids, lineType: z.enum(['1', '2', '3']) });
export const changeModelBody = z.object({ ids, actualModelId: id });
export const modelCheckBody = changeModelBody;
export const retracementBody = z.object({ ids, isRetracement: yesNo, returnKm: decimal });
export const additTimeBody = z.object({
  ids,
  minutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
});
export const addWaybillBody = z.object({ uuid: id, waybillIds: z.array(id).min(1).max(500) });
export const trackNumBody = z.object({
  ids,
  trackNumRemark: z.string().trim().max(500),
  trackNumStatus: text(20),
});
export const descriptionBody = z.object({ ids, descriptionRecord: z.string().trim().min(1).max(2000) });

export const saveBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  refCode: text(60),
  remark: text(500),
  transType: z.string().trim().max(10).optional(),
  transMode: text(10),
  fixedRouteName: text(),
  wireNo: text(60),
  marketArea: text(),
  containerNo: text(60),
  sealNo: text(60),
  trailerNo: text(40),
  wagonNo: text(40),
  shiftNo: text(40),
  ferryNo: text(40),
  originLocation: text(),
  finalLocation: text(),
  sendType: text(20),
  isTracking: yesNo.optional(),
  isGps: yesNo.optional(),
  isCharge: yesNo.optional(),
  precoolTemp: decimal,
  expectedMileage: decimal,
  expectedHours: decimal,
  vehicleMainModelId: text(64),
  etd: wallClock.nullable().optional(),
  eta: wallClock.nullable().optional(),
});

export const transitionResult = z.array(
  z.object({ uuid: z.string(), shipmentCode: z.string(), status: z.string() }),
);
export const savedResult = z.object({ uuid: z.string(), shipmentCode: z.string() });
export const mergeCheckResult = z.object({ targetId: z.string(), targetCode: z.string() });
export const mergeResult = mergeCheckResult.extend({ merged: z.array(z.string()) });
/** The model a shipment would run on and whether it fits the goods (vehicleNoCheck, modelCheck). */
export const modelCheckResult = z.object({
  modelId: z.string().nullable(),
  modelName: z.string().nullable(),
  temperatureLayers: z.array(z.string()),
  ratedLoadKg: z.string().nullable(),
  ratedVolumeM3: z.string().nullable(),
  fits: z.boolean(),
  coldChain: z
    .object({
      shipmentCode: z.string(),
      key: z.string(),
      params: z.record(z.string(), z.unknown()),
      message: z.string(),
    })
    .nullable(),
});
export const vehicleOptionsQuery = z.object({
  ids: textList.optional(),
  carrierId: id.optional(),
  realCarrierId: id.optional(),
  keyword: z.string().trim().max(60).optional(),
});
export { vehicleCheckSchema as vehicleCheckResult, vehicleOptionSchema } from '@tms/contract';
export const etaCheckResult = z.array(
  z.object({
    uuid: z.string(),
    shipmentCode: z.string(),
    eta: z.string().nullable(),
    late: z.boolean(),
    waybillCodes: z.array(z.string()),
  }),
);
export const addWaybillResult = z.object({ uuid: z.string(), added: z.array(z.string()) });
export const logResult = z.array(
  z.object({
    id: z.number(),
    shipmentId: z.string(),
    action: z.string(),
    fromStatus: z.string().nullable(),
    toStatus: z.string().nullable(),
    remark: z.string().nullable(),
    createBy: z.string().nullable(),
    /** The operator's nick name (the stored create_by when it names no user). */
    createByName: z.string().nullable(),
    createTime: z.string(),
  }),
);
