import { z } from 'zod';
import { poolRowSchema, waybillLineSchema } from '../core/schemas';

/** Request and response shapes of splitting and withdrawing a split (docs/api.md, "Splitting waybills"). */
const id = z.string().trim().min(1).max(64);
const quantity = z.union([z.string().trim().max(20), z.number()]).transform((v) => String(v));
const isHandmade = z.enum(['Y', 'N']).default('Y');

export const splitListQuery = z.object({
  /** Comma-joined waybill uuids. */
  uuidList: z
    .string()
    .trim()
    .min(1)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(id).min(1).max(200)),
});

const refusal = z.object({ ok: z.boolean(), msg: z.string() });
export const splitLineSchema = waybillLineSchema.extend({
  mainLineId: z.string().nullable(),
  originLineId: z.string().nullable(),
});
export const splitWaybillSchema = poolRowSchema.extend({
  waybillLineList: z.array(splitLineSchema),
  /** Whether a split is possible at all (the row action) and by quantity (tab 1), with the reason. */
  canSplit: refusal,
  canSplitQuantity: refusal,
});
export type SplitWaybillOut = z.infer<typeof splitWaybillSchema>;

/** A line the dialog sends: uuid of the original line and the quantity (of list 2: moved off). */
const sentLine = z.object({ uuid: id, quantity }).passthrough();
const sentWaybill = z
  .object({
    uuid: id,
    waybillLineList: z.array(sentLine).max(2000).optional(),
    /** The lines split off (list 2): each line's quantity leaving the waybill. */
    waybillLineList2: z.array(sentLine).max(2000),
  })
  .passthrough();

export const splitBody = z.object({
  waybillId: id,
  // None sent is answered by the use case with the spec's own message, not a generic size message.
  waybillList: z.array(sentWaybill).max(200).default([]),
  isHandmade,
});
export type SplitBody = z.infer<typeof splitBody>;

export const splitDcBody = splitBody.extend({ dispatchCenterId: id });
export type SplitDcBody = z.infer<typeof splitDcBody>;

export const splitHeadBody = z.object({
  waybillId: id,
  field: z.enum(['temperature', 'itemTransClassification']).default('temperature'),
  isHandmade,
});
export type SplitHeadBody = z.infer<typeof splitHeadBody>;

export const splitAnswer = z.object({
  waybillId: z.string(),
  /** The new waybills. */
  waybillIds: z.array(z.string()),
  codes: z.array(z.string()),
});

export const withdrawBody = z.object({ uuid: id });
export const withdrawAnswer = z.object({
  /** The parent every child merged back into. */
  waybillId: z.string(),
  /** The children merged back (gone). */
  waybillIds: z.array(z.string()),
});
