import { z } from 'zod';

/** The most views a user keeps per list. */
export const SAVED_VIEW_MAX_PER_LIST = 50;
/** The most a view's payload (filters and columns) may weigh, as JSON. */
export const SAVED_VIEW_MAX_BYTES = 32 * 1024;

const listKey = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'common.invalidCode');

/**
 * What a view keeps: the list's filter values (as the list's search form holds them) and, when the list
 * has a column chooser, which columns show in which order.
 */
export const savedViewPayloadSchema = z.object({
  filters: z.record(z.string(), z.unknown()),
  columns: z
    .record(z.string().max(100), z.object({ show: z.boolean().optional(), order: z.number().optional() }))
    .nullish(),
});
export type SavedViewPayload = z.infer<typeof savedViewPayloadSchema>;

/** A saved view (GET /system/savedView/list). */
export const savedViewSchema = z.object({
  id: z.number(),
  listKey: z.string(),
  name: z.string(),
  payload: savedViewPayloadSchema,
  isDefault: z.boolean(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/**
 * POST /system/savedView/save: a new view (no id) or a change of one (id: rename, new payload, default).
 * Without a payload a change keeps the stored one.
 */
export const savedViewBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  listKey,
  name: z.string().trim().min(1).max(50),
  payload: savedViewPayloadSchema.optional(),
  isDefault: z.boolean().optional(),
});
export type SavedViewBody = z.input<typeof savedViewBody>;
