export type MenuLanguage = {
  id: number;
  menuId: number;
  lang: string;
  name: string;
  menuName: string;
  menuKey: string | null;
  menuType: string;
  createTime: string;
};

export type MenuLanguageForm = { id?: number; menuId: number; lang: string; name: string };

/** GET /system/menu/list rows, as far as the picker needs them. */
export type MenuOption = { id: number; parentId: number; label: string; menuName: string; menuType: string };
