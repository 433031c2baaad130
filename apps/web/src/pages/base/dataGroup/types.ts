// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
export type { DataGroup } from '@tms/contract';

export type DataGroupForm = { uuid?: string; code: string; name: string; remark: string | null };

/** A client or carrier row of the group's binding lists (selectDataGroupRef… / NotRef…). */
export type GroupMember = { uuid: string; code: string; name: string; enableFlag: string };
