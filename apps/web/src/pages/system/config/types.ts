// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Config } from '@tms/contract';

export type { Config };

export type ConfigForm = Omit<Config, 'id' | 'createTime'> & { id?: number };
