// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
export type { DataGroup } from '@tms/contract';

export type DataGroupForm = { uuid?: string; code: string; name: string; remark: string | null };

/** A client row of selectDataGroupRefClient / selectDataGroupNotRefClient. */
export type GroupClient = { uuid: string; code: string; name: string; enableFlag: string };
