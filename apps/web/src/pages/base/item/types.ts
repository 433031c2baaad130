// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Item } from '@tms/contract';

export type { Item };

export type ItemForm = Omit<Item, 'uuid' | 'clientCode' | 'clientName' | 'createTime'> & { uuid?: string };
