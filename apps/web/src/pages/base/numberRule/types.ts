// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { NumberPreview, NumberRule } from '@tms/contract';

export type { NumberPreview, NumberRule };

export type NumberRuleForm = Omit<
  NumberRule,
  'uuid' | 'clientName' | 'dispatchCenterName' | 'example' | 'createTime'
> & { uuid?: string };
