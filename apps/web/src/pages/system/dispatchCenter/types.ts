// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { DispatchCenter } from '@tms/contract';

export type { DispatchCenter };

export type DispatchCenterForm = Omit<DispatchCenter, 'uuid' | 'createTime'> & { uuid?: string };
