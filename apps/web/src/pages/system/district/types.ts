// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
export type { District } from '@tms/contract';

export type DistrictForm = { id?: number; parentId: number; code: string; name: string; level: number };

/** 1 province, 2 city, 3 area, 4 street. */
export const DISTRICT_LEVELS = [1, 2, 3, 4] as const;
