import { BARCODE_MAX, BARCODE_PATTERN, BARCODE_TYPES, REMARK_MAX } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';

/**
 * The barcode form. Shape here (letters and digits, at most 64; a whole conversion factor of 1 or more);
 * the check digit of EAN-13 and ITF-14 is the domain's goodsBarcodeProblem, run by the use case.
 */
export const goodsBarcodeBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  itemId: z.string().trim().min(1).max(64),
  barcode: z
    .string()
    .trim()
    .min(1)
    .max(BARCODE_MAX, 'base.goodsBarcode.format')
    .regex(BARCODE_PATTERN, 'base.goodsBarcode.format'),
  barcodeType: z.enum(BARCODE_TYPES),
  unit: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((v) => v || null),
  conversionFactor: z.coerce
    .number({ message: 'base.goodsBarcode.factorInvalid' })
    .int('base.goodsBarcode.factorInvalid')
    .min(1, 'base.goodsBarcode.factorInvalid')
    .max(1_000_000, 'base.goodsBarcode.factorInvalid')
    .default(1),
  mainFlag: yesNo.default('N'),
  enableFlag: yesNo.default('Y'),
  remark: z.string().max(REMARK_MAX).nullish(),
});
export type GoodsBarcodeInput = z.infer<typeof goodsBarcodeBody>;

export const goodsBarcodeFilter = z.object({
  barcode: optionalText(64),
  itemId: optionalText(64),
  barcodeType: optionalText(20),
  mainFlag: yesNo.optional(),
  enableFlag: yesNo.optional(),
});
export type GoodsBarcodeFilter = z.infer<typeof goodsBarcodeFilter>;
export const goodsBarcodeListQuery = pageQuery.merge(sortQuery).extend(goodsBarcodeFilter.shape);
