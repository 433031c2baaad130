// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { TransLocation } from '@tms/contract';

export type { TransLocation };

export type TransLocationForm = Omit<
  TransLocation,
  'uuid' | 'createTime' | 'updateTime' | 'zoneName' | 'dispatchCenterName'
> & { uuid?: string };
