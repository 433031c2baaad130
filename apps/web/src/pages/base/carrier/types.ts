// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Carrier } from '@tms/contract';

export type { Carrier };

export type CarrierForm = Pick<
  Carrier,
  | 'code'
  | 'name'
  | 'shortName'
  | 'creditCode'
  | 'contact'
  | 'mobile'
  | 'email'
  | 'address'
  | 'enableFlag'
  | 'remark'
> & { uuid?: string };
