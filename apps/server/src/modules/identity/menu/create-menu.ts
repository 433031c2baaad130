import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { DbOrTx } from '../../../platform/db';
import { checkMenuInput, type MenuInput } from './menu-rules';
import { insertMenu } from './repository';

/** POST /system/menu/save. */
export async function createMenu(db: DbOrTx, caller: AuthContext, input: MenuInput): Promise<number> {
  const values = await checkMenuInput(db, caller, input);
  const id = await insertMenu(db, values, caller.userName);
  await invalidateCallers();
  return id;
}
