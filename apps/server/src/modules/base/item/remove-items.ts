import { items } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { softRemove } from '../shared/records';
import { baseScopeOf } from '../shared/scope';
import { itemScope } from './list-items';

/** Soft removal (del_flag '2'): waybill lines keep pointing at the item. */
export async function removeItems(db: Db, caller: AuthContext, uuids: string[]): Promise<void> {
  const scope = itemScope(await baseScopeOf(db, caller));
  await softRemove(
    db,
    {
      table: items,
      uuid: items.uuid,
      code: items.code,
      enableFlag: items.enableFlag,
      delFlag: items.delFlag,
    },
    uuids,
    scope,
    caller.userName,
  );
}
