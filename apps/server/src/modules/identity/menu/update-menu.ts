import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { checkMenuInput, type MenuInput } from './menu-rules';
import { findMenu, updateMenuRow } from './repository';

/** POST /system/menu/update: permission keys and statuses apply to signed-in users at once. */
export async function updateMenu(
  db: DbOrTx,
  caller: AuthContext,
  id: number,
  input: MenuInput,
): Promise<void> {
  if (!(await findMenu(db, id))) throw AppError.notFound();
  const values = await checkMenuInput(db, caller, input, id);
  await updateMenuRow(db, id, values, caller.userName);
  await invalidateCallers();
}
