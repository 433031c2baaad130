import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { findMenu, type MenuValues, menuLinks, menuNameTaken } from './repository';

export type MenuInput = {
  menuName: string;
  menuKey?: string | null;
  parentId: number;
  orderNum: number;
  path?: string | null;
  component?: string | null;
  query?: string | null;
  redirect?: string | null;
  menuType: 'M' | 'C' | 'F';
  visible: '0' | '1';
  status: '0' | '1';
  perms?: string | null;
  icon?: string | null;
  target?: string | null;
  hideChildren?: boolean;
  hideHeader?: boolean;
  affix?: boolean;
  systemCode?: string;
  remark?: string | null;
};

export const isExternalPath = (path: string | null | undefined) => !!path && /^https?:\/\//i.test(path);

/**
 * The rules of /system/menu/save and /update: the parent exists and is not a button; a menu is not
 * its own parent nor under its own descendant; names are unique among siblings; external links
 * (http...) open in a new window.
 */
export async function checkMenuInput(
  db: DbOrTx,
  _caller: AuthContext,
  input: MenuInput,
  id?: number,
): Promise<MenuValues> {
  if (id !== undefined && input.parentId === id) throw AppError.invalid('system.menu.selfParent');
  if (input.parentId > 0) {
    const parent = await findMenu(db, input.parentId);
    if (!parent) throw AppError.invalid('system.menu.parentNotFound');
    if (parent.menuType === 'F') throw AppError.invalid('system.menu.buttonParent');
    if (id !== undefined) {
      const parentOf = await menuLinks(db);
      const seen = new Set<number>();
      for (let at = input.parentId; at > 0 && !seen.has(at); at = parentOf.get(at) ?? 0) {
        if (at === id) throw AppError.invalid('system.menu.selfParent');
        seen.add(at);
      }
    }
  }
  if (await menuNameTaken(db, input.parentId, input.menuName, id)) {
    throw AppError.invalid('system.menu.nameTaken', { value: input.menuName });
  }
  const button = input.menuType === 'F';
  return {
    menuName: input.menuName,
    menuKey: input.menuKey ?? null,
    parentId: input.parentId,
    orderNum: input.orderNum,
    path: button ? null : (input.path ?? null),
    component: input.menuType === 'C' ? (input.component ?? null) : null,
    query: button ? null : (input.query ?? null),
    redirect: button ? null : (input.redirect ?? null),
    menuType: input.menuType,
    visible: input.visible,
    status: input.status,
    perms: input.menuType === 'M' ? null : (input.perms ?? null),
    icon: button ? null : (input.icon ?? null),
    target: isExternalPath(input.path) && !button ? '_blank' : (input.target ?? null),
    hideChildren: input.hideChildren ?? false,
    hideHeader: input.hideHeader ?? false,
    affix: input.affix ?? false,
    systemCode: input.systemCode ?? 'TMS',
    remark: input.remark ?? null,
  };
}
