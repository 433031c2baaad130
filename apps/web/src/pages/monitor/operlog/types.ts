// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
export type { OperLog, OperLogDetail } from '@tms/contract';
