// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { ExceptionEtaRow } from '@tms/contract';

/** A row of the ETA exception list. */
export type ExceptionEta = ExceptionEtaRow;

/** The body of POST /shipment/exception/eta/deal: the chosen records, one reason and one remark. */
export type ExceptionEtaDeal = { ids: ExceptionEta['id'][]; dealReason: string; dealRemark: string };

/** The deal's answer inside the envelope: its own code (0 done) and message. */
export type ExceptionEtaDealResult = { code: number; msg: string };
