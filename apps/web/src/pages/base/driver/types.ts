// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Driver } from '@tms/contract';

export type { Driver };

export type DriverForm = Omit<
  Driver,
  'uuid' | 'carrierCode' | 'carrierName' | 'hasPassword' | 'reviewStatus' | 'reviewRemark' | 'createTime'
> & { uuid?: string; password?: string };
