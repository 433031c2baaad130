import type { Item } from '@tms/contract';
import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';

/** A decimal as a form sends it (number, numeric string or empty): a trimmed string or null. */
const decimal = z
  .union([z.number(), z.string().trim().max(30)])
  .nullish()
  .transform((v) => (v === '' || v === undefined || v === null ? null : String(v)));

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/**
 * The item form. Shape and lengths here; the measure rules (weight 3 decimals, volume 6, positive
 * dimensions and factors, barcode check digit) are the domain's itemProblems, run by the use case so
 * the import applies the very same checks; dictionary values and the client are checked there too.
 */
export const itemBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  clientId: text(64),
  code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
  name: z.string().trim().min(1).max(100),
  cargoType: text(30),
  temperature: z.string().trim().min(1).max(30),
  transClassification: text(30),
  itemType: text(30),
  matType: text(30),
  itemBox: text(30),
  operationUnit: text(20),
  packingSpec: text(60),
  weightKg: decimal,
  volumeM3: decimal,
  length: decimal,
  width: decimal,
  height: decimal,
  basicUnit: text(20),
  boxUnit: text(20),
  palletUnit: text(20),
  boxFactor: decimal,
  palletFactor: decimal,
  externalCode: text(60),
  deliveryType: text(30),
  dangerous: yesNo.default('N'),
  category1: text(60),
  category2: text(60),
  category3: text(60),
  category4: text(60),
  category5: text(60),
  category6: text(60),
  category7: text(60),
  category8: text(60),
  category9: text(60),
  category10: text(60),
  barcode: text(14),
  packageCode: text(60),
  packageUnit: text(20),
  enableFlag: yesNo.default('Y'),
  remark: z.string().max(REMARK_MAX).nullish(),
});
export type ItemInput = z.infer<typeof itemBody>;

const nullableText = z.string().nullable();
/** An item as the API answers it: the contract's record. */
export type ItemOut = Item;

export const itemFilter = z.object({
  code: optionalText(30),
  name: optionalText(100),
  temperature: optionalText(30),
  transClassification: optionalText(30),
  itemType: optionalText(30),
  clientId: optionalText(64),
  barcode: optionalText(14),
  enableFlag: yesNo.optional(),
});
export type ItemFilter = z.infer<typeof itemFilter>;
export const itemListQuery = pageQuery.merge(sortQuery).merge(itemFilter);

export const keywordQuery = z.object({
  keyword: optionalText(60),
  clientId: optionalText(64),
  temperature: optionalText(30),
});

export const itemOptionSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  temperature: z.string(),
  basicUnit: nullableText,
  boxFactor: nullableText,
  palletFactor: nullableText,
  weightKg: nullableText,
  volumeM3: nullableText,
});
