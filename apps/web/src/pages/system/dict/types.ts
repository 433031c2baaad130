// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { DictData, DictLabels, DictType } from '@tms/contract';

export type { DictData, DictLabels, DictType };

export type DictTypeForm = Omit<DictType, 'id' | 'createTime' | 'displayName'> & { id?: number };
export type DictDataForm = Omit<DictData, 'id' | 'createTime'> & { id?: number };
