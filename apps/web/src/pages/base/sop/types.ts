// Records the API answers come from @tms/contract; type-only imports, so no zod reaches the bundle.
import type { Sop } from '@tms/contract';

export type { Sop };

export type SopForm = Omit<Sop, 'uuid' | 'createTime' | 'attachmentName'> & { uuid?: string };
