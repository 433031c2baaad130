// Records the API answers come from @tms/contract; type-only imports, so no zod reaches the bundle.
import type { LogisticsPlatform } from '@tms/contract';

export type { LogisticsPlatform };

export type LogisticsPlatformForm = Omit<LogisticsPlatform, 'uuid' | 'createTime'> & { uuid?: string };
