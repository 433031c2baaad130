import { z } from 'zod';

const nullableText = z.string().nullable();

/** An item as GET /system/item/list answers it (decimals as strings: exact). */
export const itemSchema = z.object({
  uuid: z.string(),
  clientId: nullableText,
  clientCode: nullableText,
  clientName: nullableText,
  code: z.string(),
  name: z.string(),
  cargoType: nullableText,
  temperature: z.string(),
  transClassification: nullableText,
  itemType: nullableText,
  matType: nullableText,
  itemBox: nullableText,
  operationUnit: nullableText,
  packingSpec: nullableText,
  weightKg: nullableText,
  volumeM3: nullableText,
  length: nullableText,
  width: nullableText,
  height: nullableText,
  basicUnit: nullableText,
  boxUnit: nullableText,
  palletUnit: nullableText,
  boxFactor: nullableText,
  palletFactor: nullableText,
  externalCode: nullableText,
  deliveryType: nullableText,
  dangerous: z.string(),
  category1: nullableText,
  category2: nullableText,
  category3: nullableText,
  category4: nullableText,
  category5: nullableText,
  category6: nullableText,
  category7: nullableText,
  category8: nullableText,
  category9: nullableText,
  category10: nullableText,
  barcode: nullableText,
  packageCode: nullableText,
  packageUnit: nullableText,
  enableFlag: z.string(),
  remark: nullableText,
  createTime: z.string(),
});
export type Item = z.infer<typeof itemSchema>;

/** A row of GET /system/orderType/list. */
export const orderTypeSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  orderBreed: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type OrderType = z.infer<typeof orderTypeSchema>;
