// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Printer } from '@tms/contract';

export type { Printer };

export type PrinterForm = Omit<Printer, 'uuid' | 'dispatchCenterId' | 'dispatchCenterName' | 'createTime'> & {
  uuid?: string;
};
