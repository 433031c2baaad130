import { maskAddress } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { poolScopeOf } from '../core/scope';
import { expireForScope } from './holds';
import { candidatePage } from './repository';
import type { CandidateQuery } from './schemas';

/** The insert-order dialog may span at most 31 days. */
export const CANDIDATE_MAX_DAYS = 31;

const dayMs = 86_400_000;

/**
 * GET /order/waybill/selectPoolCandidates: audited waybills (status E, not held) of the caller's scope
 * created in [createBegin, createEnd] (at most 31 days), paged; addresses masked (last 6 characters).
 */
export async function listPoolCandidates(db: Db, caller: AuthContext, query: CandidateQuery) {
  const days = (Date.parse(query.createEnd) - Date.parse(query.createBegin)) / dayMs;
  if (!(days >= 0 && days <= CANDIDATE_MAX_DAYS)) {
    throw AppError.invalid('waybill.pool.range', { max: CANDIDATE_MAX_DAYS });
  }
  const scope = await poolScopeOf(db, caller);
  await expireForScope(db, scope);
  const { rows, total } = await candidatePage(db, scope, query, caller.profile.timeZone || 'Asia/Shanghai');
  return {
    total,
    rows: rows.map((r) => ({
      ...r,
      srcAddress: maskAddress(r.srcAddress),
      destAddress: maskAddress(r.destAddress),
      auditTime: r.auditTime ? r.auditTime.toISOString() : null,
      createTime: r.createTime.toISOString(),
      updateTime: r.updateTime ? r.updateTime.toISOString() : null,
    })),
  };
}
