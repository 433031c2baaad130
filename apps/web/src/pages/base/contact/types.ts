// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Contact } from '@tms/contract';

export type { Contact };

export type ContactForm = Omit<Contact, 'uuid' | 'createTime' | 'updateTime'> & { uuid?: string };
