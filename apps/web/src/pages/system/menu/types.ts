// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Menu } from '@tms/contract';

export type MenuType = 'M' | 'C' | 'F';

/**
 * A row of GET /system/menu/list. The contract keeps menuType a plain string, as the answer always
 * described it; the screen keys its colours and forms by the three kinds a menu can be saved as, so it
 * reads the field narrowed to them.
 */
export type MenuRow = Omit<Menu, 'menuType'> & { menuType: MenuType };

export type MenuInput = Omit<MenuRow, 'id' | 'label' | 'createTime' | 'systemCode'> & { id?: number };
export type MenuFilter = { menuName?: string; status?: string };
