import { and, or, sql } from 'drizzle-orm';
import { addresses } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
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
import { type AddressBody, addressFilter } from './schemas';

/**
 * Addresses are shared master data like contacts. Postcode and coordinates are checked by the body
 * schema (checkAddress): 6-digit postcode or none for Hong Kong; longitude/latitude together, in range,
 * at most 6 decimals.
 */
const place = repo.addressPlace;
const A = addresses;
/** "上海市 浦东新区 航头镇 航都路18号" for selectors. */
const fullText = sql<string>`concat_ws(' ', ${A.province}, ${A.city}, ${A.area}, ${A.street}, ${A.houseNumber}, ${A.address1})`;
const num = (v: string | null) => (v === null ? null : Number(v));

export const addressList = defineMasterList({
  master: place,
  sorting: {
    sortable: {
      code: A.code,
      province: A.province,
      city: A.city,
      postcode: A.postcode,
      createTime: A.createTime,
    },
  },
  filter: addressFilter,
  where: (f) =>
    and(
      contains(A.code, f.code),
      contains(A.province, f.province),
      contains(A.city, f.city),
      f.keyword ? or(contains(A.address1, f.keyword), contains(A.street, f.keyword)) : undefined,
    ),
  scope: unscoped,
  view: (r: repo.AddressRow) => ({
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
  }),
});

export const addressDropBox = (db: Db, keyword?: string) =>
  masterOptions(db, place, { keyword, label: fullText, limit: 500 });

export async function saveAddress(db: Db, caller: AuthContext, input: AddressBody, isUpdate: boolean) {
  const uuid = targetUuid(input, isUpdate);
  if (uuid) await findInScope(db, place, uuid, undefined);
  await assertCodeFree(db, place, input.code, uuid);
  return writeMaster(db, place, caller, uuid, {
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
  });
}

const addressesExport = defineExport({
  kind: 'base.address.export',
  permission: 'base:address:export',
  title: 'base.address.exportName',
  ...masterRows(addressList),
  columns: [
    { key: 'code', header: 'base.place.column.code', width: 14, value: (r) => r.code },
    { key: 'country', header: 'base.place.column.country', width: 10, value: (r) => r.country },
    { key: 'province', header: 'base.place.column.province', width: 12, value: (r) => r.province },
    { key: 'city', header: 'base.place.column.city', width: 12, value: (r) => r.city },
    { key: 'area', header: 'base.place.column.area', width: 12, value: (r) => r.area },
    { key: 'street', header: 'base.place.column.street', width: 18, value: (r) => r.street },
    { key: 'houseNumber', header: 'base.place.column.houseNumber', width: 12, value: (r) => r.houseNumber },
    { key: 'address1', header: 'base.place.column.address1', width: 30, value: (r) => r.address1 },
    { key: 'address2', header: 'base.place.column.address2', width: 30, value: (r) => r.address2 },
    { key: 'postcode', header: 'base.place.column.postcode', width: 10, value: (r) => r.postcode },
    {
      key: 'longitude',
      cell: 'decimal',
      header: 'base.place.column.longitude',
      width: 12,
      value: (r) => num(r.longitude),
    },
    {
      key: 'latitude',
      cell: 'decimal',
      header: 'base.place.column.latitude',
      width: 12,
      value: (r) => num(r.latitude),
    },
  ],
});
export const exportAddresses = addressesExport.answer;
