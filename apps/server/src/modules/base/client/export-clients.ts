import type { MessageKey, MessageKeyTail } from '@tms/domain';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { clients } from '../../../db/schema';
import { t } from '../../../platform/i18n';
import { yesNo } from '../../../platform/list-query';
import { defineListExport } from '../../reporting';
import { clientScopeParams } from './client-scope';
import * as repo from './repository';

const params = z.object({
  filter: z.object({
    code: z.string().optional(),
    name: z.string().optional(),
    enableFlag: yesNo.optional(),
  }),
  scope: clientScopeParams,
});
type ClientExportRow = repo.ClientRow;

const label = (key: MessageKeyTail<'base.client.column.'>): MessageKey => `base.client.column.${key}`;

/** GET /system/client/export: the list's filters, within the caller's clients. */
export const exportClients = defineListExport<z.infer<typeof params>, ClientExportRow>({
  kind: 'base.client.export',
  nameKey: 'base.client.exportTask',
  sheetKey: 'base.client.sheet',
  params,
  count: (db, p) => repo.countClients(db, repo.clientWhere(p.filter, p.scope)),
  rows: (db, p) => repo.allClients(db, repo.clientWhere(p.filter, p.scope), [asc(clients.code)]),
  columns: (lang) => [
    { header: t(lang, label('code')), width: 14, value: (r) => r.code },
    { header: t(lang, label('name')), width: 28, value: (r) => r.name },
    { header: t(lang, label('shortName')), value: (r) => r.shortName },
    { header: t(lang, label('contact')), value: (r) => r.contact },
    { header: t(lang, label('mobile')), value: (r) => r.mobile },
    { header: t(lang, label('address')), width: 36, value: (r) => r.address },
    {
      header: t(lang, label('minTemperature')),
      value: (r) => (r.minTemperature === null ? null : Number(r.minTemperature)),
    },
    {
      header: t(lang, label('maxTemperature')),
      value: (r) => (r.maxTemperature === null ? null : Number(r.maxTemperature)),
    },
    { header: t(lang, label('imageReturn')), width: 10, value: (r) => r.imageReturn },
    { header: t(lang, label('enableFlag')), width: 10, value: (r) => r.enableFlag },
    { header: t(lang, label('remark')), width: 24, value: (r) => r.remark },
    {
      header: t(lang, label('createTime')),
      width: 20,
      value: (r) => r.createTime.toISOString().slice(0, 19).replace('T', ' '),
    },
  ],
});
