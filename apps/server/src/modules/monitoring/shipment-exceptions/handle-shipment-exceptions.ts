import type { ShipmentExceptionHandleBody } from '@tms/contract';
import { type Lang, validateExceptionHandle } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { baseScopeOf } from '../../base';
import * as repo from './repository';
import { shipmentExceptionWithin } from './scope';

/**
 * POST /shipment/exception/handle: open exceptions handled with one remark (required, at most 800
 * characters; the problem is the message, every problem in data). Only open ones: when any of those asked
 * is already handled, nothing is written. The records are locked so two handlers cannot both pass the
 * check. 404 when one does not exist, HTTP 403 when one is outside the caller's scope. Answers how many
 * were handled.
 */
export async function handleShipmentExceptions(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  body: ShipmentExceptionHandleBody,
): Promise<number> {
  const problems = validateExceptionHandle({ remark: body.remark });
  const [first] = problems;
  if (first)
    throw new AppError(first.key, {
      params: first.params,
      data: problems.map((p) => ({ ...p, message: t(lang, p.key, p.params) })),
    });
  const ids = [...new Set(body.ids ?? [])];
  if (ids.length === 0) throw AppError.invalid('shipmentException.handle.idsRequired');
  const scope = shipmentExceptionWithin(await baseScopeOf(db, caller));
  return db.transaction(async (tx) => {
    const found = await repo.findForHandle(tx, ids, scope, true);
    if (found.length < ids.length) {
      const anywhere = await repo.findForHandle(tx, ids, undefined, false);
      if (anywhere.length > found.length) throw AppError.forbidden('common.dataScopeDenied');
      throw AppError.notFound();
    }
    if (found.some((r) => r.status !== 'U'))
      throw AppError.invalid('shipmentException.handle.alreadyHandled');
    return repo.writeHandle(tx, ids, (body.remark ?? '').trim(), caller.userName);
  });
}
