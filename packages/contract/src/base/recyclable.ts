import { z } from 'zod';

/** A row of GET /system/recyclable/list: a crate or pallet kind; depositPrice an exact decimal string. */
export const recyclableSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  recyclableType: z.string(),
  unit: z.string().nullable(),
  depositPrice: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type Recyclable = z.infer<typeof recyclableSchema>;

/** A row of GET /system/recyclableMove/list: one movement out (OUT) or back (RETURN). */
export const recyclableMoveSchema = z.object({
  id: z.number(),
  recyclableId: z.string(),
  recyclableCode: z.string().nullable(),
  recyclableName: z.string().nullable(),
  stationId: z.string(),
  stationName: z.string().nullable(),
  carrierId: z.string(),
  carrierName: z.string().nullable(),
  direction: z.enum(['OUT', 'RETURN']),
  quantity: z.number().int(),
  moveTime: z.string(),
  shipmentCode: z.string().nullable(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
});
export type RecyclableMove = z.infer<typeof recyclableMoveSchema>;

/** A row of GET /system/recyclableMove/balance: counts per recyclable, station and carrier. */
export const recyclableBalanceSchema = z.object({
  recyclableId: z.string(),
  recyclableCode: z.string().nullable(),
  recyclableName: z.string().nullable(),
  stationId: z.string(),
  stationName: z.string().nullable(),
  carrierId: z.string(),
  carrierName: z.string().nullable(),
  outQuantity: z.number().int(),
  returnedQuantity: z.number().int(),
  outstanding: z.number().int(),
});
export type RecyclableBalance = z.infer<typeof recyclableBalanceSchema>;
