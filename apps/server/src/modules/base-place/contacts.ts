import { randomUUID } from 'node:crypto';
import type { Lang } from '@tms/domain';
import { and, asc } from 'drizzle-orm';
import { z } from 'zod';
import { contacts } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/caller';
import type { Db } from '../../platform/db';
import { offsetOf, type PageQuery } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { orderByOf, type SortQuery } from '../base-shared/list';
import { softRemove } from '../base-shared/records';
import { defineListExport } from '../report-task/list-export';
import * as repo from './repository';
import type { ContactBody, contactFilter } from './schemas';

/**
 * Contacts are shared master data (no client or center column): every user with the screen's
 * permission sees them. Formats are checked by the body schema (checkContact).
 */
type Filter = Partial<z.infer<typeof contactFilter>>;
const place = repo.contactPlace;
const C = contacts;
const sortable = { code: C.code, name: C.name, createTime: C.createTime };
const byCode = [asc(C.code), asc(C.uuid)];
const where = (f: Filter) =>
  and(repo.contains(C.code, f.code), repo.contains(C.name, f.name), repo.contains(C.mobile, f.mobile));

const view = (r: repo.ContactRow) => ({
  uuid: r.uuid,
  code: r.code,
  name: r.name,
  mobile: r.mobile,
  landline: r.landline,
  wechat: r.wechat,
  email: r.email,
  fax: r.fax,
  remark: r.remark,
  createTime: r.createTime.toISOString(),
  updateTime: r.updateTime?.toISOString() ?? null,
});

export async function listContacts(db: Db, query: PageQuery & SortQuery & Filter) {
  const { rows, total } = await repo.pagePlaces<repo.ContactRow>(
    db,
    place,
    where(query),
    orderByOf(sortable, query, byCode),
    query.pageSize,
    offsetOf(query),
  );
  return { rows: rows.map(view), total };
}

export async function getContact(db: Db, uuid: string) {
  const row = await repo.findPlace<repo.ContactRow>(db, place, uuid);
  if (!row) throw AppError.notFound();
  return view(row);
}

export const contactDropBox = (db: Db, keyword?: string) =>
  repo.placeOptions(db, place, C.name, undefined, keyword);

export async function saveContact(db: Db, caller: AuthContext, input: ContactBody, isUpdate: boolean) {
  const uuid = input.uuid?.trim() || undefined;
  if (isUpdate && !uuid) throw AppError.invalid('common.getIdError');
  if (uuid && !(await repo.findPlace(db, place, uuid))) throw AppError.notFound();
  if (await repo.placeCodeTaken(db, place, input.code, uuid)) {
    throw AppError.invalid('base.codeTaken', { value: input.code });
  }
  const fields = {
    code: input.code,
    name: input.name,
    mobile: input.mobile || null,
    landline: input.landline || null,
    wechat: input.wechat || null,
    email: input.email || null,
    fax: input.fax || null,
    remark: input.remark || null,
  };
  if (!uuid) {
    const created = randomUUID();
    await repo.insertPlace(db, place, { uuid: created, ...fields, createBy: caller.userName });
    return created;
  }
  await repo.updatePlace(db, place, uuid, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return uuid;
}

export const removeContacts = (db: Db, caller: AuthContext, uuids: string[]) =>
  softRemove(db, place, uuids, undefined, caller.userName);

const exportParams = z.object({
  filter: z.object({
    code: z.string().optional(),
    name: z.string().optional(),
    mobile: z.string().optional(),
  }),
});
const col = (lang: Lang, key: string) => t(lang, `base.place.column.${key}`);
export const exportContacts = defineListExport<z.infer<typeof exportParams>, repo.ContactRow>({
  kind: 'base.contact.export',
  nameKey: 'base.contact.exportName',
  sheetKey: 'base.contact.exportName',
  params: exportParams,
  count: (db, p) => repo.countPlaces(db, place, where(p.filter)),
  rows: (db, p) => repo.allPlaces(db, place, where(p.filter), byCode),
  columns: (lang) => [
    { header: col(lang, 'code'), width: 14, value: (r) => r.code },
    { header: col(lang, 'contactName'), width: 16, value: (r) => r.name },
    { header: col(lang, 'mobile'), width: 15, value: (r) => r.mobile },
    { header: col(lang, 'landline'), width: 18, value: (r) => r.landline },
    { header: col(lang, 'wechat'), width: 18, value: (r) => r.wechat },
    { header: col(lang, 'email'), width: 26, value: (r) => r.email },
    { header: col(lang, 'fax'), width: 18, value: (r) => r.fax },
    { header: col(lang, 'remark'), width: 24, value: (r) => r.remark },
  ],
});
