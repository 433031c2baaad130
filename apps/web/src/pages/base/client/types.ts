// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Client } from '@tms/contract';

export type { Client };

export type YesNo = 'Y' | 'N';

/** POST /system/client/save | update. */
export type ClientForm = Omit<Client, 'uuid' | 'createTime' | 'updateTime'> & { uuid?: string };
