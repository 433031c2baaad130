import type { ExceptionEtaDealBody } from '@tms/contract';
import { type Lang, validateAlertDeal } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { baseScopeOf } from '../../base';
import * as repo from './repository';
import { exceptionEtaWithin } from './scope';

/** The alert's deal fields, as the exception names them. */
const FIELD = { alertReason: 'dealReason', alertRemark: 'dealRemark' } as const;

/**
 * POST /shipment/exception/eta/deal: handling one exception (id) or several (ids) with one reason and
 * remark. The same rule as an alert's handling (the domain's validateAlertDeal): the reason is
 * required and the remark too, at most 800 characters; the first problem is the message, every
 * problem in data. A record is dealt with once: when any of the asked ones already is, nothing is
 * written. The records are locked so two handlers cannot both pass the check. 404 when one does not
 * exist, HTTP 403 when one is outside the caller's scope. Dealt with at `at`: now, or the moment the
 * demo seed replays its history at.
 */
export async function dealExceptionEta(
  db: DbOrTx,
  caller: AuthContext,
  lang: Lang,
  body: ExceptionEtaDealBody,
  at: Date = new Date(),
): Promise<void> {
  const problems = validateAlertDeal({ alertReason: body.dealReason, alertRemark: body.dealRemark }).map(
    (p) => ({ ...p, field: FIELD[p.field] }),
  );
  const [first] = problems;
  if (first)
    throw new AppError(first.key, {
      params: first.params,
      data: problems.map((p) => ({ ...p, message: t(lang, p.key, p.params) })),
    });
  const ids = [...new Set([...(body.ids ?? []), ...(body.id ? [body.id] : [])])];
  if (ids.length === 0) throw AppError.invalid('exceptionEta.deal.idsRequired');
  const scope = exceptionEtaWithin(await baseScopeOf(db, caller));
  await db.transaction(async (tx) => {
    const found = await repo.findForDeal(tx, ids, scope, true);
    if (found.length < ids.length) {
      const anywhere = await repo.findForDeal(tx, ids, undefined, false);
      if (anywhere.length > found.length) throw AppError.forbidden('common.dataScopeDenied');
      throw AppError.notFound();
    }
    if (found.some((r) => r.dealStatus === 'Y')) throw AppError.invalid('exceptionEta.deal.alreadyDealt');
    await repo.writeDeal(
      tx,
      ids,
      { dealReason: (body.dealReason ?? '').trim(), dealRemark: body.dealRemark ?? '' },
      caller.userName,
      at,
    );
  });
}
