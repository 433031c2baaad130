// Records the API answers come from @tms/contract; type-only imports, so no zod reaches the bundle.
import type { Opinion } from '@tms/contract';

export type { Opinion };

export type OpinionSubmitForm = {
  opinionType: string;
  title: string;
  content: string;
  contact?: string | null;
};
export type OpinionReplyForm = { uuid: string; reply?: string | null; status: Opinion['status'] };
