import { DEFAULT_NUMBER_TIME_ZONE, documentNumberExample, numberRuleProblems } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { assertDispatchCenter } from '../../identity';
import { assertCodeFree, findInScope, targetUuid, writeMaster } from '../shared/masters';
import { ruleScope, ruleScopeOf } from './list-number-rules';
import * as repo from './repository';
import type { NumberRuleInput } from './schemas';

export const NUMBER_REF_TYPE_DICT = 'number_ref_type';

/**
 * Creates (no uuid) or changes a document number rule. Refuses: a broken prefix, timestamp format or
 * serial length (domain numberRuleProblems); an unknown document type; a client or center outside the
 * caller's scope; a taken code; a second enabled rule for the same type, client and center (the
 * generator must have one answer); a prefix another rule uses (their numbers could repeat). Stores the
 * example the form showed, computed by the same domain function.
 */
export async function saveNumberRule(db: Db, caller: AuthContext, input: NumberRuleInput): Promise<string> {
  const uuid = targetUuid(input);
  const scope = await ruleScopeOf(db, caller);
  if (uuid) await findInScope(db, repo.numberRuleMaster, uuid, ruleScope(scope));

  const format = {
    prefix: input.prefix,
    timestampEnabled: input.timestampEnabled === 'Y',
    timestampFormat: input.timestampFormat,
    serialLength: input.serialLength,
  };
  const [problem] = numberRuleProblems(format);
  if (problem) throw AppError.invalid(problem.key, problem.params);

  if (!(await repo.dictValues(db, NUMBER_REF_TYPE_DICT)).has(input.refType)) {
    throw AppError.invalid('base.numberRule.refTypeUnknown', { value: input.refType });
  }
  if (input.clientId) {
    if (!(await repo.presentClientIds(db, [input.clientId])).has(input.clientId)) {
      throw AppError.invalid('base.item.clientUnknown', { value: input.clientId });
    }
    if (scope.clientIds && !scope.clientIds.includes(input.clientId)) {
      throw AppError.forbidden('common.dataScopeDenied');
    }
  }
  if (input.dispatchCenterId) await assertDispatchCenter(db, caller, input.dispatchCenterId);

  await assertCodeFree(db, repo.numberRuleMaster, input.code, uuid);
  const others = await repo.clashingRules(db, { ...input, prefix: input.prefix }, uuid);
  const sameScope = others.find(
    (r) =>
      input.enableFlag === 'Y' &&
      r.enableFlag === 'Y' &&
      r.refType === input.refType &&
      r.clientId === input.clientId &&
      r.dispatchCenterId === input.dispatchCenterId,
  );
  if (sameScope) throw AppError.invalid('base.numberRule.scopeTaken', { value: sameScope.code });
  const samePrefix = others.find((r) => r.prefix === input.prefix);
  if (samePrefix) {
    throw AppError.invalid('base.numberRule.prefixTaken', {
      value: samePrefix.code,
      prefix: input.prefix || '-',
    });
  }

  const timeZone = (await repo.centerTimeZone(db, input.dispatchCenterId)) ?? DEFAULT_NUMBER_TIME_ZONE;
  return writeMaster(db, repo.numberRuleMaster, caller, uuid, {
    code: input.code,
    clientId: input.clientId,
    dispatchCenterId: input.dispatchCenterId,
    refType: input.refType,
    prefix: input.prefix,
    timestampEnabled: input.timestampEnabled,
    timestampFormat: input.timestampFormat,
    serialLength: input.serialLength,
    example: documentNumberExample(format, new Date(), timeZone),
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  });
}
