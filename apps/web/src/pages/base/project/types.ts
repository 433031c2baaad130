// Records the API answers come from @tms/contract; type-only imports, so no zod reaches the bundle.
import type { Project } from '@tms/contract';

export type { Project };

export type ProjectForm = Omit<Project, 'uuid' | 'createTime' | 'clientName' | 'dispatchCenterName'> & {
  uuid?: string;
};
