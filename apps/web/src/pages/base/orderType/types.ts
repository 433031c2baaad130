// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { OrderType } from '@tms/contract';

export type { OrderType };

export type OrderTypeForm = Omit<OrderType, 'uuid' | 'createTime'> & { uuid?: string };
