import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { keepStoredPersonalValues } from '../../../platform/personal-data';
import { centerCodeTaken, findCenter, insertCenter, updateCenterRow } from './repository';

export type CenterInput = {
  uuid?: string | undefined;
  code: string;
  name: string;
  address?: string | null | undefined;
  contact?: string | null | undefined;
  phone?: string | null | undefined;
  timeZone: string;
  status: string;
  remark?: string | null | undefined;
};

/** Creates (empty uuid) or updates a dispatch center; codes are unique. Answers the uuid. */
export async function saveDispatchCenter(
  db: Db,
  caller: AuthContext,
  submitted: CenterInput,
): Promise<string> {
  const uuid = submitted.uuid?.trim() || undefined;
  const existing = uuid === undefined ? undefined : await findCenter(db, uuid);
  if (uuid !== undefined && !existing) throw AppError.notFound();
  const input = keepStoredPersonalValues(submitted, existing);
  if (await centerCodeTaken(db, input.code, uuid)) {
    throw AppError.invalid('system.dispatchCenter.codeTaken', { value: input.code });
  }
  const fields = {
    code: input.code,
    name: input.name,
    address: input.address || null,
    contact: input.contact || null,
    phone: input.phone || null,
    timeZone: input.timeZone,
    status: input.status,
    remark: input.remark || null,
  };
  if (uuid === undefined) {
    const created = randomUUID();
    await insertCenter(db, { uuid: created, ...fields, createBy: caller.userName });
    return created;
  }
  await updateCenterRow(db, uuid, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  // A center enabled or disabled changes whose cached list of allowed centers holds it.
  if (existing && existing.status !== input.status) await invalidateCallers();
  return uuid;
}
