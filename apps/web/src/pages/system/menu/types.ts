export type MenuType = 'M' | 'C' | 'F';

/** A row of GET /system/menu/list: menuName is the stored (zh-CN) name, label the name in the UI language. */
export type MenuRow = {
  id: number;
  menuName: string;
  label: string;
  menuKey: string | null;
  parentId: number;
  orderNum: number;
  path: string | null;
  component: string | null;
  query: string | null;
  redirect: string | null;
  menuType: MenuType;
  visible: string;
  status: string;
  perms: string | null;
  icon: string | null;
  target: string | null;
  hideChildren: boolean;
  hideHeader: boolean;
  affix: boolean;
  systemCode: string;
  remark: string | null;
  createTime: string;
};

export type MenuInput = Omit<MenuRow, 'id' | 'label' | 'createTime' | 'systemCode'> & { id?: number };
export type MenuFilter = { menuName?: string; status?: string };
