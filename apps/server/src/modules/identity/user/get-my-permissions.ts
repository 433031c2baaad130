import type { MyPermissions } from '@tms/contract';
import { grantsFromButtons, type Lang } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { permissionItems } from '../menu/repository';
import { rolesOfUser } from './repository';

/** GET /system/user/permissions: the caller's own roles and permission keys (personal permissions page). */
export async function getMyPermissions(db: DbOrTx, caller: AuthContext, lang: Lang): Promise<MyPermissions> {
  const [roles, items] = await Promise.all([
    rolesOfUser(db, Number(caller.userId)),
    permissionItems(db, caller.buttons, lang),
  ]);
  return {
    roles,
    buttons: [...caller.buttons].sort(),
    permissions: grantsFromButtons(caller.buttons),
    items,
  };
}
