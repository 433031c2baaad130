import { grantsFromButtons, type Lang, type PermissionGrant } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { permissionItems } from '../menu/repository';
import { rolesOfUser } from './repository';

export type MyPermissions = {
  roles: { id: number; roleName: string; roleKey: string; dataScope: string; status: string }[];
  buttons: string[];
  permissions: PermissionGrant[];
  /** The menus and buttons behind the keys, named in the request's language. */
  items: { perms: string; menuName: string; menuType: string; parentName: string | null }[];
};

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
