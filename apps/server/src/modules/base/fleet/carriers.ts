import { randomUUID } from 'node:crypto';
import type { Carrier } from '@tms/contract';
import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { Db, DbOrTx } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import type { SortQuery } from '../../../platform/list-query';
import { keepStoredPersonalValues } from '../../../platform/personal-data';
import { dataGroupScopeOf } from '../client/client-scope';
import { requireGroup } from '../client/list-clients';
import * as repo from './carrier-repository';
import { fleetScopeOf, requireFleetRecord } from './fleet-scope';
import { assertReviewRemark, type ReviewInput } from './fleet-shared';

/** The carrier as the API answers it: the contract's record. */
export type CarrierView = Carrier;

export function carrierView(row: repo.CarrierRow): CarrierView {
  return {
    uuid: row.uuid,
    code: row.code,
    name: row.name,
    shortName: row.shortName,
    creditCode: row.creditCode,
    contact: row.contact,
    mobile: row.mobile,
    email: row.email,
    address: row.address,
    blacklist: row.blacklist,
    blacklistReason: row.blacklistReason,
    reviewStatus: row.reviewStatus,
    reviewRemark: row.reviewRemark,
    enableFlag: row.enableFlag,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime?.toISOString() ?? null,
  };
}

/** GET /system/carrier/list. */
export async function listCarriers(
  db: Db,
  caller: AuthContext,
  query: PageQuery & SortQuery & repo.CarrierFilter,
) {
  const scope = await fleetScopeOf(db, caller);
  const { rows, total } = await repo.pageCarriers(db, query, scope, query.pageSize, offsetOf(query));
  return { rows: rows.map(carrierView), total };
}

/** GET /system/carrier/get/{uuid}: 404 when missing or outside the caller's carriers. */
export async function getCarrier(db: Db, caller: AuthContext, uuid: string): Promise<CarrierView> {
  const scope = await fleetScopeOf(db, caller);
  const row = await requireFleetRecord(() => repo.findCarrier(db, uuid, scope));
  return carrierView(row);
}

export type CarrierInput = {
  uuid?: string | undefined;
  code: string;
  name: string;
  shortName: string | null;
  creditCode: string | null;
  contact: string | null;
  mobile: string | null;
  email: string | null;
  address: string | null;
  enableFlag: 'Y' | 'N';
  remark: string | null;
};

/**
 * save/update: a new carrier starts pending review and off the blacklist; editing keeps both
 * (review and blacklist change only through their own calls).
 */
export async function saveCarrier(db: Db, caller: AuthContext, submitted: CarrierInput): Promise<string> {
  const uuid = submitted.uuid?.trim() || undefined;
  const scope = await fleetScopeOf(db, caller);
  const existing = uuid ? await requireFleetRecord(() => repo.findCarrier(db, uuid, scope)) : undefined;
  const input = keepStoredPersonalValues(submitted, existing);
  if (await repo.carrierCodeTaken(db, input.code, uuid)) {
    throw AppError.invalid('base.codeTaken', { value: input.code });
  }
  const { uuid: _ignored, ...fields } = input;
  if (uuid === undefined) {
    const created = randomUUID();
    await repo.insertCarrier(db, { uuid: created, ...fields, reviewStatus: '0', createBy: caller.userName });
    return created;
  }
  await repo.updateCarriers(db, [uuid], { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return uuid;
}

/** Loads carriers for a change: 404 when one is missing or outside the caller's carriers. */
export async function carriersForChange(db: Db, caller: AuthContext, uuids: string[]) {
  const unique = [...new Set(uuids)];
  const visible = await repo.carriersIn(db, unique, await fleetScopeOf(db, caller));
  if (visible.length !== unique.length) throw AppError.notFound();
  return visible;
}

/** remove: soft; refused while the carrier still has drivers, vehicles or models. */
export async function removeCarriers(db: Db, caller: AuthContext, uuids: string[]): Promise<void> {
  const rows = await carriersForChange(db, caller, uuids);
  const inUse = await repo.carriersInUse(
    db,
    rows.map((r) => r.uuid),
  );
  if (inUse[0]) throw AppError.invalid('base.fleet.carrierInUse', { value: inUse[0] });
  const ids = rows.map((r) => r.uuid);
  await db.transaction(async (tx) => {
    await repo.updateCarriers(tx, ids, { delFlag: '2', updateBy: caller.userName, updateTime: new Date() });
    await repo.unbindCarriersEverywhere(tx, ids);
  });
  await invalidateCallers();
}

/**
 * GET /system/carrier/selectDataGroupRefCarrier|NotRefCarrier/{dataGroupId}: the caller's carriers in
 * (or not in) a data group the caller may see, paged, with a keyword on code or name.
 */
export async function carriersOfDataGroup(
  db: Db,
  caller: AuthContext,
  dataGroupId: string,
  bound: boolean,
  query: PageQuery & { keyword?: string | undefined },
) {
  await requireGroup(db, dataGroupId, await dataGroupScopeOf(db, caller));
  const scope = await fleetScopeOf(db, caller);
  const { rows, total } = await repo.pageCarriers(
    db,
    { keyword: query.keyword, dataGroup: { id: dataGroupId, bound }, sortField: undefined },
    scope,
    query.pageSize,
    offsetOf(query),
  );
  return { rows: rows.map(carrierView), total };
}

/**
 * POST /system/carrier/binding1 and /unbinding1 {dataGroupId, carrierIds}: puts carriers in a base data
 * group or takes them out. Each carrier must be one of the caller's (404 otherwise), so nobody hands out
 * a carrier they cannot see. Every holder of the group sees the change on their next call.
 */
export async function bindCarriersToGroup(
  db: Db,
  caller: AuthContext,
  input: { dataGroupId: string; carrierIds: string[] },
  bound: boolean,
): Promise<void> {
  await requireGroup(db, input.dataGroupId, await dataGroupScopeOf(db, caller));
  const ids = [...new Set(input.carrierIds)];
  if (bound) {
    await carriersForChange(db, caller, ids);
    await repo.bindCarriers(db, input.dataGroupId, ids);
  } else {
    await repo.unbindCarriers(db, input.dataGroupId, ids);
  }
  await invalidateCallers();
}

/** blacklistIn: a reason is required; a carrier already on the blacklist is named and refused. */
export async function blacklistIn(
  db: Db,
  caller: AuthContext,
  input: { ids: string[]; reason: string | null },
): Promise<void> {
  if (!input.reason) throw AppError.invalid('base.fleet.blacklistReasonRequired');
  const rows = await carriersForChange(db, caller, input.ids);
  const already = rows.find((r) => r.blacklist === 'Y');
  if (already) throw AppError.invalid('base.fleet.alreadyBlacklisted', { value: already.code });
  await repo.updateCarriers(
    db,
    rows.map((r) => r.uuid),
    { blacklist: 'Y', blacklistReason: input.reason, updateBy: caller.userName, updateTime: new Date() },
  );
}

/** blacklistOut: only blacklisted carriers; the reason is cleared. */
export async function blacklistOut(db: Db, caller: AuthContext, input: { ids: string[] }): Promise<void> {
  const rows = await carriersForChange(db, caller, input.ids);
  const notListed = rows.find((r) => r.blacklist !== 'Y');
  if (notListed) throw AppError.invalid('base.fleet.notBlacklisted', { value: notListed.code });
  await repo.updateCarriers(
    db,
    rows.map((r) => r.uuid),
    { blacklist: 'N', blacklistReason: null, updateBy: caller.userName, updateTime: new Date() },
  );
}

/** Selector rows: `dispatchable` answers approved, non-blacklisted, enabled carriers only. */
export async function carrierOptions(
  db: Db,
  caller: AuthContext,
  options: { keyword?: string | undefined; dispatchable: boolean },
) {
  return repo.carrierOptions(db, await fleetScopeOf(db, caller), options);
}

/**
 * review: 0 pending -> 1 approved or 2 rejected (a remark is required to reject); an approved carrier
 * can be rejected later and a rejected one approved; asking for the status it already has is refused.
 */
export async function reviewCarriers(db: Db, caller: AuthContext, input: ReviewInput): Promise<void> {
  assertReviewRemark(input);
  const rows = await carriersForChange(db, caller, input.ids);
  const same = rows.find((r) => r.reviewStatus === input.reviewStatus);
  if (same) throw AppError.invalid('base.fleet.alreadyReviewed', { value: same.code });
  await repo.updateCarriers(
    db,
    rows.map((r) => r.uuid),
    {
      reviewStatus: input.reviewStatus,
      reviewRemark: input.reviewRemark,
      updateBy: caller.userName,
      updateTime: new Date(),
    },
  );
}

/** Carriers among `uuids` that lie in the caller's fleet scope (present ones), for dispatch's checks. */
export async function fleetCarriers(db: DbOrTx, caller: AuthContext, uuids: string[]) {
  const unique = [...new Set(uuids.filter(Boolean))];
  if (unique.length === 0) return [];
  return repo.carriersIn(db, unique, await fleetScopeOf(db, caller));
}
