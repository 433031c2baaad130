// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Zone } from '@tms/contract';

export type { Zone };

export type ZoneForm = Omit<Zone, 'uuid' | 'createTime' | 'updateTime' | 'dispatchCenterName'> & {
  uuid?: string;
};
