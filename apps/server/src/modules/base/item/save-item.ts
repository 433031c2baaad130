import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { baseScopeOf, requireInScope } from '../shared/scope';
import { DICT_TYPES, itemRuleErrors } from './item-rules';
import { itemScope } from './list-items';
import * as repo from './repository';
import type { ItemInput } from './schemas';

export function itemValues(input: ItemInput): repo.ItemValues {
  const { uuid: _uuid, remark, ...fields } = input;
  return { ...fields, remark: remark || null };
}

/**
 * Creates (no uuid) or changes an item. Refuses the first broken rule (itemRuleErrors: weight, volume,
 * dimensions, factors, barcode, dictionary values), an unknown client or one outside the caller's data
 * groups, and a taken code (base.codeTaken; the partial unique index is the backstop).
 */
export async function saveItem(db: Db, caller: AuthContext, input: ItemInput): Promise<string> {
  const uuid = input.uuid?.trim() || undefined;
  const scope = await baseScopeOf(db, caller);
  if (uuid) await requireInScope((scoped) => repo.findItem(db, uuid, scoped ? itemScope(scope) : undefined));

  const [broken] = itemRuleErrors(input, await repo.dictionaries(db, DICT_TYPES));
  if (broken) throw AppError.invalid(broken.key, broken.params);

  if (input.clientId) {
    const [client] = await repo.clientsByCodeOrUuid(db, [input.clientId]);
    if (!client || client.uuid !== input.clientId) {
      throw AppError.invalid('base.item.clientUnknown', { value: input.clientId });
    }
    if (scope.clientIds && !scope.clientIds.includes(input.clientId)) {
      throw AppError.forbidden('common.dataScopeDenied');
    }
  }
  if ((await repo.takenCodes(db, [input.code], uuid)).size > 0) {
    throw AppError.invalid('base.codeTaken', { value: input.code });
  }
  const values = itemValues(input);
  if (!uuid) {
    const created = randomUUID();
    await repo.insertItems(db, [{ uuid: created, ...values, createBy: caller.userName }]);
    return created;
  }
  await repo.updateItem(db, uuid, { ...values, updateBy: caller.userName, updateTime: new Date() });
  return uuid;
}
