import { describe, expect, it } from 'vitest';
import { groupPermissions } from './group';

describe('groupPermissions (personal permissions page)', () => {
  it('groups buttons under their menu and names each key', () => {
    const groups = groupPermissions({
      buttons: ['system:user:add', 'system:user:list', 'system:role:list', 'system:user:edit'],
      items: [
        { perms: 'system:user:list', menuName: 'Users', menuType: 'C', parentName: 'System' },
        { perms: 'system:user:add', menuName: 'Add', menuType: 'F', parentName: 'Users' },
        { perms: 'system:user:edit', menuName: 'Edit', menuType: 'F', parentName: 'Users' },
      ],
    });
    expect(groups).toEqual([
      { title: 'system:role', keys: [{ key: 'system:role:list', name: null }] },
      {
        title: 'Users',
        keys: [
          { key: 'system:user:add', name: 'Add' },
          { key: 'system:user:edit', name: 'Edit' },
          { key: 'system:user:list', name: 'Users' },
        ],
      },
    ]);
  });
  it('leaves the all-permissions key out and removes duplicates', () => {
    expect(groupPermissions({ buttons: ['*:*:*'], items: [] })).toEqual([]);
    expect(groupPermissions({ buttons: ['a:b', 'a:b'], items: [] })[0]?.keys).toHaveLength(1);
  });
});
