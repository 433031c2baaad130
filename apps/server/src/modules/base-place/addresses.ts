import { randomUUID } from 'node:crypto';
import type { Lang } from '@tms/domain';
import { and, asc, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addresses } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/caller';
import type { Db } from '../../platform/db';
import { offsetOf, type PageQuery } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { orderByOf, type SortQuery } from '../base-shared/list';
import { softRemove } from '../base-shared/records';
import { defineListExport } from '../report-task/list-export';
import * as repo from './repository';
import type { AddressBody, addressFilter } from './schemas';

/**
 * Addresses are shared master data like contacts. Postcode and coordinates are checked by the body
 * schema (checkAddress): 6-digit postcode or none for Hong Kong; longitude/latitude together, in range,
 * at most 6 decimals.
 */
type Filter = Partial<z.infer<typeof addressFilter>>;
const place = repo.addressPlace;
const A = addresses;
const sortable = {
  code: A.code,
  province: A.province,
  city: A.city,
  postcode: A.postcode,
  createTime: A.createTime,
};
const byCode = [asc(A.code), asc(A.uuid)];
/** "上海市 浦东新区 航头镇 航都路18号" for selectors. */
const fullText = sql<string>`concat_ws(' ', ${A.province}, ${A.city}, ${A.area}, ${A.street}, ${A.houseNumber}, ${A.address1})`;
const where = (f: Filter) =>
  and(
    repo.contains(A.code, f.code),
    repo.contains(A.province, f.province),
    repo.contains(A.city, f.city),
    f.keyword ? or(repo.contains(A.address1, f.keyword), repo.contains(A.street, f.keyword)) : undefined,
  );

const num = (v: string | null) => (v === null ? null : Number(v));
const view = (r: repo.AddressRow) => ({
  uuid: r.uuid,
  code: r.code,
  country: r.country,
  province: r.province,
  city: r.city,
  area: r.area,
  street: r.street,
  houseNumber: r.houseNumber,
  address1: r.address1,
  address2: r.address2,
  postcode: r.postcode,
  longitude: num(r.longitude),
  latitude: num(r.latitude),
  remark: r.remark,
  createTime: r.createTime.toISOString(),
  updateTime: r.updateTime?.toISOString() ?? null,
});

export async function listAddresses(db: Db, query: PageQuery & SortQuery & Filter) {
  const { rows, total } = await repo.pagePlaces<repo.AddressRow>(
    db,
    place,
    where(query),
    orderByOf(sortable, query, byCode),
    query.pageSize,
    offsetOf(query),
  );
  return { rows: rows.map(view), total };
}

export async function getAddress(db: Db, uuid: string) {
  const row = await repo.findPlace<repo.AddressRow>(db, place, uuid);
  if (!row) throw AppError.notFound();
  return view(row);
}

export const addressDropBox = (db: Db, keyword?: string) =>
  repo.placeOptions(db, place, fullText, undefined, keyword);

export async function saveAddress(db: Db, caller: AuthContext, input: AddressBody, isUpdate: boolean) {
  const uuid = input.uuid?.trim() || undefined;
  if (isUpdate && !uuid) throw AppError.invalid('common.getIdError');
  if (uuid && !(await repo.findPlace(db, place, uuid))) throw AppError.notFound();
  if (await repo.placeCodeTaken(db, place, input.code, uuid)) {
    throw AppError.invalid('base.codeTaken', { value: input.code });
  }
  const fields = {
    code: input.code,
    country: input.country,
    province: input.province || null,
    city: input.city || null,
    area: input.area || null,
    street: input.street || null,
    houseNumber: input.houseNumber || null,
    address1: input.address1 || null,
    address2: input.address2 || null,
    postcode: input.postcode || null,
    longitude: input.longitude,
    latitude: input.latitude,
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

export const removeAddresses = (db: Db, caller: AuthContext, uuids: string[]) =>
  softRemove(db, place, uuids, undefined, caller.userName);

const exportParams = z.object({
  filter: z.object({
    code: z.string().optional(),
    province: z.string().optional(),
    city: z.string().optional(),
    keyword: z.string().optional(),
  }),
});
const col = (lang: Lang, key: string) => t(lang, `base.place.column.${key}`);
export const exportAddresses = defineListExport<z.infer<typeof exportParams>, repo.AddressRow>({
  kind: 'base.address.export',
  nameKey: 'base.address.exportName',
  sheetKey: 'base.address.exportName',
  params: exportParams,
  count: (db, p) => repo.countPlaces(db, place, where(p.filter)),
  rows: (db, p) => repo.allPlaces(db, place, where(p.filter), byCode),
  columns: (lang) => [
    { header: col(lang, 'code'), width: 14, value: (r) => r.code },
    { header: col(lang, 'country'), width: 10, value: (r) => r.country },
    { header: col(lang, 'province'), width: 12, value: (r) => r.province },
    { header: col(lang, 'city'), width: 12, value: (r) => r.city },
    { header: col(lang, 'area'), width: 12, value: (r) => r.area },
    { header: col(lang, 'street'), width: 18, value: (r) => r.street },
    { header: col(lang, 'houseNumber'), width: 12, value: (r) => r.houseNumber },
    { header: col(lang, 'address1'), width: 30, value: (r) => r.address1 },
    { header: col(lang, 'address2'), width: 30, value: (r) => r.address2 },
    { header: col(lang, 'postcode'), width: 10, value: (r) => r.postcode },
    { header: col(lang, 'longitude'), width: 12, value: (r) => num(r.longitude) },
    { header: col(lang, 'latitude'), width: 12, value: (r) => num(r.latitude) },
  ],
});
