import { z } from 'zod';

/** Request and response shapes of automatic line planning (docs/api.md, "Order pool and line submission"). */
export {
  type PlanningBody,
  type PlanningStatus,
  planningBodySchema as planningBody,
  planningFleetSchema,
  planningStatusSchema as planningStatus,
} from '@tms/contract';

export const jobIdParams = z.object({ jobId: z.string().uuid() });
