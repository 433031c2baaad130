import { z } from 'zod';

/** A row of GET /system/goodsBarcode/list: one barcode of an item, at most one main per item. */
export const goodsBarcodeSchema = z.object({
  uuid: z.string(),
  itemId: z.string(),
  itemCode: z.string().nullable(),
  itemName: z.string().nullable(),
  barcode: z.string(),
  barcodeType: z.string(),
  unit: z.string().nullable(),
  conversionFactor: z.number().int(),
  mainFlag: z.string(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type GoodsBarcode = z.infer<typeof goodsBarcodeSchema>;
