import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { IMPORT_ID_PATTERN } from '../../../platform/import-progress';
import { getImportProgress } from './get-import-progress';

const progress = z
  .object({
    phase: z.enum(['queued', 'reading', 'checking']),
    rows: z.number(),
    total: z.number().nullable(),
  })
  .nullable();

/** Any spreadsheet import's progress, for the import dialog (every area's importData reports it). */
export const systemImportRoutes: FastifyPluginAsyncZod<Deps> = async (app) => {
  app.get(
    '/system/import/progress',
    {
      schema: {
        tags: ['import'],
        summary: 'How far a running import of the caller has got',
        description:
          'The import is named by the x-import-id header of its importData upload (8-64 letters, digits, _ or -). ' +
          'phase: queued (waiting for a reading thread), reading (rows read so far of total, the rows the sheet ' +
          'declares, or null), checking (rows read; the area checks and saves them, and the upload answers). ' +
          'null when the id is unknown to this instance or its import ended over a minute ago.',
        querystring: z.object({ id: z.string().regex(IMPORT_ID_PATTERN) }),
        response: { 200: envelope(progress) },
      },
      // Polled about once a second while an import runs; the import itself is in the operation log.
      config: { log: false },
    },
    async (request) => ok(getImportProgress(callerOf(request), request.query.id)),
  );
};
