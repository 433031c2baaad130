import { randomUUID } from 'node:crypto';
import { canEditOrder, ORDER_OPEN } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { issueDocumentNumbers, requireInScope } from '../../base';
import { clientsByKey, requireCenter } from '../core/references';
import { stateOf } from './order-actions';
import { orderScope, orderScopeOf } from './order-scope';
import * as repo from './repository';
import type { OrderInput } from './schemas';

/**
 * POST /order/order/save (no uuid) and /update: a new order is open (O) in the selected center, its
 * code from the 'order' number rule, manual unless it came from upstream (source API). Only an open,
 * unlocked order may change (order.state.edit).
 */
export async function saveOrder(db: Db, caller: AuthContext, input: OrderInput) {
  const centerId = requireCenter(caller);
  const { scope } = await orderScopeOf(db, caller);
  const clientKey = input.clientId ?? input.clientCode;
  if (!clientKey) throw AppError.invalid('common.required');
  const [client] = (await clientsByKey(db, [clientKey])).filter(
    (c) => c.uuid === clientKey || c.code.toUpperCase() === clientKey.toUpperCase(),
  );
  if (!client) throw AppError.invalid('waybill.clientUnknown', { value: clientKey });
  if (scope.clientIds && !scope.clientIds.includes(client.uuid))
    throw AppError.invalid('waybill.clientDenied', { value: client.code });
  const fields = {
    clientId: client.uuid,
    orderType: input.orderType,
    orderBreed: input.orderBreed,
    remark: input.remark,
  };
  const uuid = input.uuid?.trim() || undefined;
  if (uuid) {
    const found = await requireInScope((scoped) =>
      repo.findOrder(
        db,
        and(eq(orders.uuid, uuid), eq(orders.delFlag, '0'), scoped ? orderScope(scope) : undefined),
      ),
    );
    const edit = canEditOrder(stateOf(found));
    if (!edit.ok) throw AppError.invalid(edit.key);
    await repo.updateOrder(db, uuid, { ...fields, updateBy: caller.userName, updateTime: new Date() });
    return { uuid, code: found.code };
  }
  return db.transaction(async (tx) => {
    const [code] = await issueDocumentNumbers(
      tx,
      { refType: 'order', clientId: client.uuid, dispatchCenterId: centerId },
      1,
    );
    const created = randomUUID();
    await repo.insertOrder(tx, {
      ...fields,
      uuid: created,
      code: code as string,
      dispatchCenterId: centerId,
      status: ORDER_OPEN,
      manual: input.source === 'API' ? 'N' : 'Y',
      source: input.source ?? 'FORM',
      createBy: caller.userName,
    });
    return { uuid: created, code: code as string };
  });
}
