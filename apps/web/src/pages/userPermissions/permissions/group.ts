import type { MyPermissions, PermissionGroup } from './types';

export const ALL_PERMISSIONS = '*:*:*';

function prefixOf(key: string): string {
  const cut = key.lastIndexOf(':');
  return cut > 0 ? key.slice(0, cut) : key;
}

/**
 * Groups the permission keys by the menu they belong to: a button groups under its parent menu,
 * a menu key under itself; keys no menu names group by their prefix (system:user:add -> system:user).
 * The all-permissions key is left out (the page shows it as a flag).
 */
export function groupPermissions(data: Pick<MyPermissions, 'buttons' | 'items'>): PermissionGroup[] {
  const named = new Map(data.items.map((item) => [item.perms, item]));
  const groups = new Map<string, PermissionGroup>();
  for (const key of [...new Set(data.buttons)].sort()) {
    if (key === ALL_PERMISSIONS) continue;
    const item = named.get(key);
    const title = item
      ? item.menuType === 'F'
        ? (item.parentName ?? prefixOf(key))
        : item.menuName
      : prefixOf(key);
    const group = groups.get(title) ?? { title, keys: [] };
    group.keys.push({ key, name: item?.menuName ?? null });
    groups.set(title, group);
  }
  return [...groups.values()].sort((a, b) => a.title.localeCompare(b.title));
}
