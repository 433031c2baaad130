import type { AlertDealBody } from '@tms/contract';
import { type Lang, validateAlertDeal } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { alertScopeOf } from './alert-scope';
import * as repo from './repository';

/**
 * POST /shipment/shipmentAlert/deal: handling one alert. The reason is required and the remark too,
 * at most 800 characters (the domain's validateAlertDeal: 必填！ / 超出长度; the first problem is the
 * message, every problem in data); an alert is dealt with once; the handling and its log row are
 * written in one transaction, with the alert locked so two handlers cannot both pass the check.
 * 404 for an alert that does not exist, HTTP 403 for one outside the caller's scope. Dealt with at
 * `at`: now, or the moment the demo seed replays its history at.
 */
export async function dealAlert(
  db: DbOrTx,
  caller: AuthContext,
  lang: Lang,
  body: AlertDealBody,
  at: Date = new Date(),
): Promise<void> {
  const problems = validateAlertDeal(body);
  const [first] = problems;
  if (first)
    throw new AppError(first.key, {
      params: first.params,
      data: problems.map((p) => ({ ...p, message: t(lang, p.key, p.params) })),
    });
  const scope = await alertScopeOf(db, caller);
  await db.transaction(async (tx) => {
    const alert = await repo.findForDeal(tx, body.id, scope, true);
    if (!alert) {
      if (await repo.findForDeal(tx, body.id, undefined, false))
        throw AppError.forbidden('common.dataScopeDenied');
      throw AppError.notFound();
    }
    if (alert.dealStatus === 'Y') throw AppError.invalid('monitoring.deal.alreadyDealt');
    await repo.writeDeal(
      tx,
      alert.id,
      { alertReason: (body.alertReason ?? '').trim(), alertRemark: body.alertRemark ?? '' },
      caller.userName,
      at,
    );
  });
}
