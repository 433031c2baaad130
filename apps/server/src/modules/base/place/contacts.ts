import { and } from 'drizzle-orm';
import { contacts } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { keepStoredPersonalValues } from '../../../platform/personal-data';
import { defineExport } from '../../reporting';
import { masterRows } from '../shared/master-export';
import { contains, masterOptions } from '../shared/master-repository';
import {
  assertCodeFree,
  defineMasterList,
  findInScope,
  targetUuid,
  unscoped,
  writeMaster,
} from '../shared/masters';
import * as repo from './repository';
import { type ContactBody, contactFilter } from './schemas';

/**
 * Contacts are shared master data (no client or center column): every user with the screen's
 * permission sees them. Formats are checked by the body schema (checkContact).
 */
const place = repo.contactPlace;
const C = contacts;

export const contactList = defineMasterList({
  master: place,
  sorting: { sortable: { code: C.code, name: C.name, createTime: C.createTime } },
  filter: contactFilter,
  where: (f) => and(contains(C.code, f.code), contains(C.name, f.name), contains(C.mobile, f.mobile)),
  scope: unscoped,
  view: (r: repo.ContactRow) => ({
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
  }),
});

export const contactDropBox = (db: Db, keyword?: string) =>
  masterOptions(db, place, { keyword, label: C.name, limit: 500 });

export async function saveContact(db: Db, caller: AuthContext, submitted: ContactBody, isUpdate: boolean) {
  const uuid = targetUuid(submitted, isUpdate);
  const existing = uuid ? await findInScope<repo.ContactRow>(db, place, uuid, undefined) : undefined;
  const input = keepStoredPersonalValues(submitted, existing);
  await assertCodeFree(db, place, input.code, uuid);
  return writeMaster(db, place, caller, uuid, {
    code: input.code,
    name: input.name,
    mobile: input.mobile || null,
    landline: input.landline || null,
    wechat: input.wechat || null,
    email: input.email || null,
    fax: input.fax || null,
    remark: input.remark || null,
  });
}

const contactsExport = defineExport({
  kind: 'base.contact.export',
  permission: 'base:contact:export',
  title: 'base.contact.exportName',
  ...masterRows(contactList),
  columns: [
    { key: 'code', header: 'base.place.column.code', width: 14, value: (r) => r.code },
    { key: 'name', header: 'base.place.column.contactName', width: 16, value: (r) => r.name },
    { key: 'mobile', header: 'base.place.column.mobile', width: 15, value: (r) => r.mobile },
    { key: 'landline', header: 'base.place.column.landline', width: 18, value: (r) => r.landline },
    { key: 'wechat', header: 'base.place.column.wechat', width: 18, value: (r) => r.wechat },
    { key: 'email', header: 'base.place.column.email', width: 26, value: (r) => r.email },
    { key: 'fax', header: 'base.place.column.fax', width: 18, value: (r) => r.fax },
    { key: 'remark', header: 'base.place.column.remark', width: 24, value: (r) => r.remark },
  ],
});
export const exportContacts = contactsExport.answer;
