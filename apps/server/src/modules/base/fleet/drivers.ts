import { randomUUID } from 'node:crypto';
import type { Driver } from '@tms/contract';
import { checkDriver } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import { hashPassword } from '../../../platform/auth/password';
import type { Db, DbOrTx } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import type { SortQuery } from '../../../platform/list-query';
import { keepStoredPersonalValues } from '../../../platform/personal-data';
import { findCarrier } from './carrier-repository';
import * as repo from './driver-repository';
import { fleetScopeOf, requireFleetRecord } from './fleet-scope';
import {
  assertImages,
  assertNoProblems,
  assertReviewRemark,
  type ReviewInput,
  todayIn,
} from './fleet-shared';

/** The driver as the API answers it (never the password hash): the contract's record. */
export type DriverView = Driver;

export function driverView(row: repo.DriverWithCarrier): DriverView {
  return {
    uuid: row.uuid,
    carrierId: row.carrierId,
    carrierCode: row.carrierCode,
    carrierName: row.carrierName,
    code: row.code,
    name: row.name,
    mobile: row.mobile,
    idCard: row.idCard,
    licenseType: row.licenseType,
    licenseNumber: row.licenseNumber,
    licenseValidFrom: row.licenseValidFrom,
    licenseValidTo: row.licenseValidTo,
    licenseFirstIssue: row.licenseFirstIssue,
    healthCertNo: row.healthCertNo,
    healthValidFrom: row.healthValidFrom,
    healthValidTo: row.healthValidTo,
    loginName: row.loginName,
    hasPassword: !!row.password,
    licenseImages: row.licenseImages,
    healthImages: row.healthImages,
    qualificationImages: row.qualificationImages,
    reviewStatus: row.reviewStatus,
    reviewRemark: row.reviewRemark,
    enableFlag: row.enableFlag,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  };
}

export async function listDrivers(
  db: Db,
  caller: AuthContext,
  query: PageQuery & SortQuery & repo.DriverFilter,
) {
  const scope = await fleetScopeOf(db, caller);
  const { rows, total } = await repo.pageDrivers(db, query, scope, query.pageSize, offsetOf(query));
  return { rows: rows.map(driverView), total };
}

export async function getDriver(db: Db, caller: AuthContext, uuid: string): Promise<DriverView> {
  const scope = await fleetScopeOf(db, caller);
  return driverView(await requireFleetRecord(() => repo.findDriver(db, uuid, scope)));
}

export type DriverInput = {
  uuid?: string | undefined;
  carrierId: string;
  code: string;
  name: string;
  mobile: string;
  idCard: string | null;
  licenseType: string | null;
  licenseNumber: string | null;
  licenseValidFrom: string | null;
  licenseValidTo: string | null;
  licenseFirstIssue: string | null;
  healthCertNo: string | null;
  healthValidFrom: string | null;
  healthValidTo: string | null;
  loginName: string | null;
  password: string | null;
  licenseImages: string[];
  healthImages: string[];
  qualificationImages: string[];
  enableFlag: 'Y' | 'N';
  remark: string | null;
};

/** The carrier a driver, vehicle or model is saved under must exist and lie in the caller's scope. */
export async function assertCarrierInScope(db: Db, caller: AuthContext, carrierId: string): Promise<void> {
  const scope = await fleetScopeOf(db, caller);
  if (!(await findCarrier(db, carrierId, scope))) {
    throw AppError.invalid('base.fleet.carrierUnknown', { value: carrierId });
  }
}

/**
 * save/update a driver: carrier in scope, unique code and login name, the domain rules (mobile, ID
 * card, dates not in the future, images), image ids that are stored images. The password is hashed;
 * on update an empty password keeps the old one. A rejected driver goes back to pending when changed.
 */
export async function saveDriver(db: Db, caller: AuthContext, submitted: DriverInput): Promise<string> {
  const uuid = submitted.uuid?.trim() || undefined;
  const existing = uuid
    ? await requireFleetRecord(async () => repo.findDriver(db, uuid, await fleetScopeOf(db, caller)))
    : undefined;
  const input = keepStoredPersonalValues(submitted, existing);
  assertNoProblems(checkDriver(input, todayIn(caller.profile.timeZone)));
  await assertCarrierInScope(db, caller, input.carrierId);
  if (await repo.driverCodeTaken(db, input.code, uuid)) {
    throw AppError.invalid('base.codeTaken', { value: input.code });
  }
  if (input.loginName && (await repo.loginNameTaken(db, input.loginName, uuid))) {
    throw AppError.invalid('base.fleet.loginNameTaken', { value: input.loginName });
  }
  const keepsPassword = !!existing?.password && existing.loginName !== null;
  if (input.loginName && !input.password && !keepsPassword)
    throw AppError.invalid('base.fleet.passwordRequired');
  await assertImages(db, [...input.licenseImages, ...input.healthImages, ...input.qualificationImages]);

  const { uuid: _ignored, password, ...fields } = input;
  const passwordPatch = !input.loginName
    ? { password: null }
    : password
      ? { password: await hashPassword(password) }
      : {};
  if (!existing) {
    const created = randomUUID();
    await repo.insertDrivers(db, [
      { uuid: created, ...fields, ...passwordPatch, reviewStatus: '0', createBy: caller.userName },
    ]);
    return created;
  }
  await repo.updateDrivers(db, [existing.uuid], {
    ...fields,
    ...passwordPatch,
    ...(existing.reviewStatus === '2' ? { reviewStatus: '0' } : {}),
    updateBy: caller.userName,
    updateTime: new Date(),
  });
  return existing.uuid;
}

async function driversForChange(db: Db, caller: AuthContext, uuids: string[]) {
  const unique = [...new Set(uuids)];
  const visible = await repo.driversIn(db, unique, await fleetScopeOf(db, caller));
  if (visible.length !== unique.length) throw AppError.notFound();
  return visible;
}

export async function removeDrivers(db: Db, caller: AuthContext, uuids: string[]): Promise<void> {
  const rows = await driversForChange(db, caller, uuids);
  await repo.updateDrivers(
    db,
    rows.map((r) => r.uuid),
    { delFlag: '2', updateBy: caller.userName, updateTime: new Date() },
  );
}

/** review: approve or reject (remark required); the same status again is refused, naming the driver. */
export async function reviewDrivers(db: Db, caller: AuthContext, input: ReviewInput): Promise<void> {
  assertReviewRemark(input);
  const rows = await driversForChange(db, caller, input.ids);
  const same = rows.find((r) => r.reviewStatus === input.reviewStatus);
  if (same) throw AppError.invalid('base.fleet.alreadyReviewed', { value: same.code });
  // Imported drivers arrive without images: they cannot be approved until the licence image is there.
  const bare = input.reviewStatus === '1' && rows.find((r) => r.licenseImages.length === 0);
  if (bare) throw AppError.invalid('base.fleet.licenseImageRequired');
  await repo.updateDrivers(
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

export async function driverOptions(
  db: Db,
  caller: AuthContext,
  options: { keyword?: string | undefined; carrierId?: string | undefined },
) {
  return repo.driverOptions(db, await fleetScopeOf(db, caller), options);
}

/** getLoginNameAll: the app accounts of the drivers in scope (the driver-app account picker). */
export async function driverLoginNames(db: Db, caller: AuthContext, carrierId?: string) {
  const rows = await repo.driverLogins(db, await fleetScopeOf(db, caller), carrierId);
  return rows.map((r) => ({
    uuid: r.uuid,
    loginName: r.loginName ?? '',
    name: r.name,
    carrierId: r.carrierId,
  }));
}

/** Drivers among `uuids` that lie in the caller's fleet scope (present ones), for dispatch's checks. */
export async function fleetDrivers(db: DbOrTx, caller: AuthContext, uuids: string[]) {
  const unique = [...new Set(uuids)];
  if (unique.length === 0) return [];
  return repo.driversIn(db, unique, await fleetScopeOf(db, caller));
}
