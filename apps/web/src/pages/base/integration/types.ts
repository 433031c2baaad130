// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
export type { Integration, PushLog } from '@tms/contract';

export type IntegrationForm = { id?: number; name: string; url?: string | null; enabled: boolean };
