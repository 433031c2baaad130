import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { keepStoredPersonalValues } from '../../../platform/personal-data';
import { requireInScope } from '../shared/scope';
import { clientScopeOf } from './client-scope';
import * as repo from './repository';
import type { ClientInput } from './schemas';

const text = (v: string | null | undefined) => (v ? v : null);
const temp = (v: number | string | null) => (v === null ? null : String(v));

/**
 * POST /system/client/save or /update: creates when uuid is empty, else changes a client the caller
 * may see. The temperature range is checked by the body schema (checkClientTemperature). A client created
 * by a restricted user is bound to none of their groups: they see it once an administrator binds it.
 */
export async function saveClient(db: Db, caller: AuthContext, submitted: ClientInput, isUpdate: boolean) {
  const uuid = submitted.uuid?.trim() || undefined;
  if (isUpdate && !uuid) throw AppError.invalid('common.getIdError');
  let existing: Awaited<ReturnType<typeof repo.findClient>>;
  if (uuid) {
    const scope = await clientScopeOf(db, caller);
    existing = await requireInScope((scoped) =>
      repo.findClient(db, uuid, scoped ? repo.clientScope(scope) : undefined),
    );
  }
  const input = keepStoredPersonalValues(submitted, existing);
  if (await repo.clientCodeTaken(db, input.code, uuid)) {
    throw AppError.invalid('base.codeTaken', { value: input.code });
  }
  const fields = {
    code: input.code,
    name: input.name,
    shortName: text(input.shortName),
    contact: text(input.contact),
    mobile: text(input.mobile),
    address: text(input.address),
    minTemperature: temp(input.minTemperature),
    maxTemperature: temp(input.maxTemperature),
    imageReturn: input.imageReturn,
    enableFlag: input.enableFlag,
    remark: text(input.remark),
  };
  if (!uuid) {
    const created = randomUUID();
    await repo.insertClients(db, [{ uuid: created, ...fields, createBy: caller.userName }]);
    return created;
  }
  await repo.updateClient(db, uuid, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return uuid;
}
