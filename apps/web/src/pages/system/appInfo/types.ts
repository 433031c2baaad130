// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { AppInfo } from '@tms/contract';

export type { AppInfo };

export const APP_TYPES = ['android', 'ios'] as const;
export const CLIENT_TYPES = ['appDriverClient', 'appAdminClient'] as const;

export type AppInfoForm = Omit<AppInfo, 'id' | 'createTime'> & { id?: number };
