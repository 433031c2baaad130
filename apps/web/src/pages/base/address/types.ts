// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Address } from '@tms/contract';

export type { Address };

export type AddressForm = Omit<Address, 'uuid' | 'createTime' | 'updateTime'> & { uuid?: string };
