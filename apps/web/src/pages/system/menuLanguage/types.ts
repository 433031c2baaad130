// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Menu, MenuLanguage } from '@tms/contract';

export type { MenuLanguage };

export type MenuLanguageForm = { id?: number; menuId: number; lang: string; name: string };

/** GET /system/menu/list rows, as far as the picker needs them. */
export type MenuOption = Pick<Menu, 'id' | 'parentId' | 'label' | 'menuName' | 'menuType'>;
