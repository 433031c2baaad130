import { z } from 'zod';
import { exTimeWindowSchema, poolRowSchema, timeWindowSchema } from '../core/schemas';
import { lifecycleFieldsSchema } from './lifecycle-columns';

/** Shapes of the shipment calls (docs/api.md, "Shipments"). */

const nullableText = z.string().nullable();

export const stopSchema = z.object({
  id: z.number(),
  sequence: z.number(),
  stationId: z.string(),
  stationCode: nullableText,
  stationName: nullableText,
  stationType: z.string(),
  eta: nullableText,
  etd: nullableText,
  isBckWare: z.string(),
  backWareEta: nullableText,
  backWareEtd: nullableText,
  etaIsOutTimewindow: z.string(),
  etdIsOutTimewindow: z.string(),
  transMode: nullableText,
  billingMethod: nullableText,
  handoverMethod: nullableText,
  allocationFactor: nullableText,
  ata: nullableText,
  atd: nullableText,
  arriveInFence: z.string(),
  departInFence: z.string(),
  longitude: nullableText,
  latitude: nullableText,
  handoverTempIn: nullableText,
  handoverTempOut: nullableText,
  cargoVolume: nullableText,
  /** Y: a shipment-order stop (gets its own dispatch note); N: a loading point. */
  isShipmentOrder: z.string(),
  stopInfo: nullableText,
});

export const shipmentSchema = z
  .object({
    uuid: z.string(),
    shipmentCode: z.string(),
    status: z.string(),
    dispatchCenterId: nullableText,
    carrierId: nullableText,
    transType: z.string(),
    routeDetailId: z.number().nullable(),
    routeDetailName: nullableText,
    vehicleMainModelId: nullableText,
    vehicleMainModelName: nullableText,
    takeFirstStationId: nullableText,
    downLastStationId: nullableText,
    stationNum: z.number(),
    etd: nullableText,
    eta: nullableText,
    totalQuantity: z.string(),
    totalCases: z.string(),
    totalWeight: z.string(),
    totalVolume: z.string(),
    totalPallets: z.string(),
    createBy: nullableText,
    /** Who made it, by nick name. */
    createByName: nullableText,
    createTime: z.string(),
    updateTime: nullableText,
    waybillCount: z.number(),
    waybillCodes: z.array(z.string()),
    stopList: z.array(stopSchema),
  })
  .merge(lifecycleFieldsSchema);
export type ShipmentRow = z.infer<typeof shipmentSchema>;

export const shipmentDetailSchema = shipmentSchema.extend({ waybillList: z.array(poolRowSchema) });

const adjustStop = stopSchema.extend({
  timeWindows: z.array(timeWindowSchema),
  exTimeWindows: z.array(exTimeWindowSchema),
});

export const adjustLineSchema = z.object({
  uuid: z.string(),
  shipmentCode: z.string(),
  vehicleMainModelId: nullableText,
  routeDetailId: z.number().nullable(),
  routeDetailName: nullableText,
  transType: z.string(),
  stopList: z.array(adjustStop),
  orders: z.array(poolRowSchema),
});
