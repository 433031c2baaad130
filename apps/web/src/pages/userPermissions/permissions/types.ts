// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
export type { MyPermissions } from '@tms/contract';

export type PermissionGroup = {
  /** The menu the keys belong to (server-translated), or the key prefix when no menu names it. */
  title: string;
  keys: { key: string; name: string | null }[];
};
