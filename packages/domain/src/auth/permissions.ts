import { ADMIN_ROLE_KEY, SUPER_USER_ID } from '../constants';
import type { ApiPermissionKey } from './permission-keys';

export const PERMISSION_ACTIONS = [
  'add',
  'delete',
  'edit',
  'query',
  'get',
  'enable',
  'disable',
  'import',
  'export',
] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
export type PermissionGrant = { permissionId: string; actionList: PermissionAction[] };

export type Caller = { userId: string; roleKeys: readonly string[]; buttons: readonly string[] };

const ALL = '*:*:*';

function isSuper(caller: Caller): boolean {
  return caller.userId === SUPER_USER_ID || caller.roleKeys.includes(ADMIN_ROLE_KEY);
}

/**
 * The one permission check, used by the server on every route and by the web to hide buttons.
 * The spec also describes a lenient reading (an empty list shows everything); we follow the strict one
 * so the web never shows a button the server would refuse.
 */
export function hasButton({ caller, keys }: { caller: Caller; keys: readonly ApiPermissionKey[] }): boolean {
  if (keys.length === 0) throw new Error('请设置操作权限标签值');
  if (isSuper(caller) || caller.buttons.includes(ALL)) return true;
  return keys.some((key) => caller.buttons.includes(key));
}

/** Role tags: admin passes; otherwise any listed role of the user matches. */
export function hasRole({ caller, roles }: { caller: Caller; roles: readonly string[] }): boolean {
  if (roles.length === 0) throw new Error('请设置角色权限标签值');
  if (caller.roleKeys.includes(ADMIN_ROLE_KEY)) return true;
  return roles.some((role) => caller.roleKeys.includes(role));
}

/** The second check: by permissionId and action. */
export function hasPermissionAction({
  caller,
  permissions,
  permissionId,
  action,
}: {
  caller: Caller;
  permissions: readonly PermissionGrant[];
  permissionId: string;
  action: PermissionAction;
}): boolean {
  if (isSuper(caller)) return true;
  return permissions.some(
    (grant) => grant.permissionId === permissionId && grant.actionList.includes(action),
  );
}

/**
 * Derives permissionId/action grants from button keys: 'system:user:add' grants action 'add' on 'system:user'.
 * Keys whose last part is not a known action ('list' and the like) map to 'query'.
 */
export function grantsFromButtons(buttons: readonly string[]): PermissionGrant[] {
  const byId = new Map<string, Set<PermissionAction>>();
  for (const key of buttons) {
    const cut = key.lastIndexOf(':');
    if (cut <= 0) continue;
    const id = key.slice(0, cut);
    const last = key.slice(cut + 1);
    const action = (PERMISSION_ACTIONS as readonly string[]).includes(last)
      ? (last as PermissionAction)
      : last === 'remove'
        ? 'delete'
        : 'query';
    const set = byId.get(id) ?? new Set<PermissionAction>();
    set.add(action);
    byId.set(id, set);
  }
  return [...byId].map(([permissionId, actions]) => ({ permissionId, actionList: [...actions] }));
}

/** An empty roleIds becomes [-1]; a missing one is an error, as the spec says. */
export function normalizeRoleIds(roleIds: readonly number[] | null | undefined): number[] {
  if (!Array.isArray(roleIds)) throw new Error('getInfo: roles must be a non-null array');
  return roleIds.length === 0 ? [-1] : [...roleIds];
}
