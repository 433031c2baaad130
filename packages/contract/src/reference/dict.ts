import { z } from 'zod';

/** The names of a dictionary type or value in the languages other than zh-CN. */
export const dictLabelsSchema = z.object({
  'zh-HK': z.string().trim().max(100).optional(),
  'en-US': z.string().trim().max(100).optional(),
});
export type DictLabels = z.infer<typeof dictLabelsSchema>;

/** A row of GET /system/dict/type/list: dictName is the zh-CN name, displayName the caller's language's. */
export const dictTypeSchema = z.object({
  id: z.number(),
  dictName: z.string(),
  labels: dictLabelsSchema,
  displayName: z.string(),
  dictType: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type DictType = z.infer<typeof dictTypeSchema>;

/** A row of GET /system/dict/data/list: dictLabel is the zh-CN label. */
export const dictDataSchema = z.object({
  id: z.number(),
  dictSort: z.number(),
  dictLabel: z.string(),
  labels: dictLabelsSchema,
  dictValue: z.string(),
  dictType: z.string(),
  cssClass: z.string().nullable(),
  listClass: z.string().nullable(),
  isDefault: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type DictData = z.infer<typeof dictDataSchema>;

/** One value of a dictionary as screens use it (label in the caller's language). */
export const dictEntrySchema = z.object({
  dictValue: z.string(),
  dictLabel: z.string(),
  listClass: z.string().nullable(),
  cssClass: z.string().nullable(),
  isDefault: z.string(),
});
export type DictEntry = z.infer<typeof dictEntrySchema>;
