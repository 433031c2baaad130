import { CODE_PATTERN } from '@tms/domain';
import { z } from 'zod';

/**
 * A district (GET /system/district/list): level 1 province, 2 city, 3 area, 4 street; children only in
 * the nested answer. Recursive, so the type is declared and the schema checked against it.
 */
export type District = {
  id: number;
  parentId: number;
  code: string;
  name: string;
  level: number;
  hasChildren: boolean;
  children?: District[];
};
export const districtSchema: z.ZodType<District> = z.lazy(() =>
  z.object({
    id: z.number(),
    parentId: z.number(),
    code: z.string(),
    name: z.string(),
    level: z.number(),
    hasChildren: z.boolean(),
    children: z.array(districtSchema).optional(),
  }),
);

/** POST /system/district/save | update. */
export const districtBody = z.object({
  id: z.coerce.number().int().min(0).optional(),
  parentId: z.coerce.number().int().min(0).default(0),
  code: z.string().trim().min(1).max(20).regex(CODE_PATTERN, 'common.invalidCode'),
  name: z.string().trim().min(1).max(60),
  level: z.coerce.number().int().min(1).max(4),
});
/** What a client sends (defaults not yet applied). */
export type DistrictBody = z.input<typeof districtBody>;
