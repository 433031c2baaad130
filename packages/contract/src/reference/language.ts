import { LANGUAGES } from '@tms/domain';
import { z } from 'zod';

/** A row of GET /system/menuLanguage/list: a menu's name in one language, beside the menu's own. */
export const menuLanguageSchema = z.object({
  id: z.number(),
  menuId: z.number(),
  lang: z.string(),
  name: z.string(),
  menuName: z.string(),
  menuKey: z.string().nullable(),
  menuType: z.string(),
  createTime: z.string(),
});
export type MenuLanguage = z.infer<typeof menuLanguageSchema>;

/** POST /system/menuLanguage/save | update. */
export const menuLanguageBody = z.object({
  id: z.coerce.number().int().min(0).optional(),
  menuId: z.coerce.number().int().positive(),
  lang: z.enum(LANGUAGES),
  name: z.string().trim().min(1).max(60),
});
/** What a client sends. */
export type MenuLanguageBody = z.input<typeof menuLanguageBody>;
