import { CODE_PATTERN, RECYCLABLE_DIRECTIONS, REMARK_MAX } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { MAX_INT4, optionalText } from '../../../platform/query-params';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const recyclableBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
  name: z.string().trim().min(1).max(60),
  recyclableType: z.string().trim().min(1).max(30),
  unit: text(20),
  /** Money: 0 or more, at most 2 decimals; empty is none. */
  depositPrice: z
    .union([z.number(), z.string().trim().max(20)])
    .nullish()
    .transform((v) => (v === '' || v === undefined || v === null ? null : String(v)))
    .refine((v) => v === null || /^\d{1,12}(\.\d{1,2})?$/.test(v), 'base.recyclable.depositInvalid'),
  enableFlag: yesNo.default('Y'),
  remark: z.string().max(REMARK_MAX).nullish(),
});
export type RecyclableInput = z.infer<typeof recyclableBody>;

export const recyclableFilter = z.object({
  code: optionalText(30),
  name: optionalText(60),
  recyclableType: optionalText(30),
  enableFlag: yesNo.optional(),
});
export type RecyclableFilter = z.infer<typeof recyclableFilter>;
export const recyclableListQuery = pageQuery.merge(sortQuery).extend(recyclableFilter.shape);

/** One movement for the ledger: a whole quantity greater than 0; the time defaults to now. */
export const recyclableMoveBody = z.object({
  recyclableId: z.string().trim().min(1).max(64),
  stationId: z.string().trim().min(1).max(64),
  carrierId: z.string().trim().min(1).max(64),
  direction: z.enum(RECYCLABLE_DIRECTIONS),
  quantity: z.coerce
    .number({ message: 'base.recyclable.quantityInvalid' })
    .int('base.recyclable.quantityInvalid')
    .min(1, 'base.recyclable.quantityInvalid')
    .max(MAX_INT4, 'base.recyclable.quantityInvalid'),
  moveTime: z.coerce.date({ message: 'common.invalidFormat' }).optional(),
  shipmentCode: text(40),
  remark: z.string().max(REMARK_MAX).nullish(),
});
export type RecyclableMoveInput = z.infer<typeof recyclableMoveBody>;

export const recyclableMoveFilter = z.object({
  recyclableId: optionalText(64),
  stationId: optionalText(64),
  carrierId: optionalText(64),
  direction: z.enum(RECYCLABLE_DIRECTIONS).optional(),
});
export type RecyclableMoveFilter = z.infer<typeof recyclableMoveFilter>;
export const recyclableMoveListQuery = pageQuery.extend(recyclableMoveFilter.shape);
