import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { countMenuChildren, deleteMenu, findMenu } from './repository';

/** POST /system/menu/remove/{id}: refused while it has children; its grants and translations go with it. */
export async function removeMenu(db: Db, _caller: AuthContext, id: number): Promise<void> {
  if (!(await findMenu(db, id))) throw AppError.notFound();
  if ((await countMenuChildren(db, id)) > 0) throw AppError.invalid('system.menu.hasChildren');
  await db.transaction((tx) => deleteMenu(tx, id));
  await invalidateCallers();
}
