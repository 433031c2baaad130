// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { AuthClient, IssuedSecret } from '@tms/contract';

export type { AuthClient, IssuedSecret };

export type AuthClientForm = Omit<AuthClient, 'id' | 'createTime'> & { id?: number };
