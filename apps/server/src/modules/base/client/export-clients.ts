import type { Lang, MessageKeyTail } from '@tms/domain';
import { asc } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { clients } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';
import { formatDateTime } from '../../../platform/format-time';
import { yesNo } from '../../../platform/list-query';
import { defineExport, type ExportColumnSpec, offsetBatches, withCells } from '../../reporting';
import { clientScopeParams } from './client-scope';
import * as repo from './repository';

/** The list's filters and the caller's clients at the time of the request. */
const clientExportQuery = z.object({
  filter: z.object({
    code: z.string().optional(),
    name: z.string().optional(),
    enableFlag: yesNo.optional(),
  }),
  scope: clientScopeParams,
});
type ClientExportQuery = z.infer<typeof clientExportQuery>;

const whereOf = (q: ClientExportQuery) => repo.clientWhere(q.filter, q.scope);

const col = (
  key: MessageKeyTail<'base.client.column.'>,
  value: ExportColumnSpec<repo.ClientRow>['value'],
  width?: number,
): ExportColumnSpec<repo.ClientRow> => ({ key, header: `base.client.column.${key}`, width, value });

const clientExport = defineExport({
  kind: 'base.client.export',
  permission: 'base:client:export',
  title: 'base.client.exportTask',
  sheet: 'base.client.sheet',
  query: clientExportQuery,
  count: (db, _caller, q) => repo.countClients(db, whereOf(q)),
  // Codes are unique among present clients: the order is total, so pages neither skip nor repeat.
  rows: (db, _caller, q) =>
    offsetBatches({
      page: async (offset, limit) =>
        (await repo.pageClients(db, whereOf(q), [asc(clients.code)], limit, offset)).rows,
    }),
  columns: withCells(
    [
      col('code', (r) => r.code, 14),
      col('name', (r) => r.name, 28),
      col('shortName', (r) => r.shortName),
      col('contact', (r) => r.contact),
      col('mobile', (r) => r.mobile),
      col('address', (r) => r.address, 36),
      col('minTemperature', (r) => (r.minTemperature === null ? null : Number(r.minTemperature))),
      col('maxTemperature', (r) => (r.maxTemperature === null ? null : Number(r.maxTemperature))),
      col('imageReturn', (r) => r.imageReturn, 10),
      col('enableFlag', (r) => r.enableFlag, 10),
      col('remark', (r) => r.remark, 24),
      col('createTime', (r, f) => formatDateTime(r.createTime, f.timeZone), 20),
    ],
    { minTemperature: 'decimal', maxTemperature: 'decimal', createTime: 'datetime' },
  ),
});

/** GET /system/client/export: the list's filters, within the caller's clients. */
export function exportClients(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
  caller: AuthContext,
  lang: Lang,
  reply: FastifyReply,
  query: ClientExportQuery,
) {
  return clientExport.answer({ deps, caller, lang, reply }, query);
}
