import { z } from 'zod';
import type { TreeOption } from './tree';

export const treeOptionSchema: z.ZodType<TreeOption> = z.lazy(() =>
  z.object({ id: z.number(), label: z.string(), children: z.array(treeOptionSchema).optional() }),
);
