import { z } from 'zod';

/** A row of GET /system/menu/list: menuName is the stored (zh-CN) name, label the name in the UI language. */
export const menuSchema = z.object({
  id: z.number(),
  menuName: z.string(),
  label: z.string(),
  menuKey: z.string().nullable(),
  parentId: z.number(),
  orderNum: z.number(),
  path: z.string().nullable(),
  component: z.string().nullable(),
  query: z.string().nullable(),
  redirect: z.string().nullable(),
  menuType: z.string(),
  visible: z.string(),
  status: z.string(),
  perms: z.string().nullable(),
  icon: z.string().nullable(),
  target: z.string().nullable(),
  hideChildren: z.boolean(),
  hideHeader: z.boolean(),
  affix: z.boolean(),
  systemCode: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type Menu = z.infer<typeof menuSchema>;

// A recursive schema cannot infer its own type, so the two recursive records below declare the type and
// the schema is checked against it (z.ZodType<T>).

/** A node of the caller's navigation (GET /system/menu/lanAndSystemCode): the fields the web router reads. */
export type NavNode = {
  id: number;
  menuId: number;
  menuName: string;
  menuKey: string | null;
  icon: string | null;
  path: string | null;
  component: string | null;
  hidden: boolean;
  redirect: string | null;
  remark: string | null;
  target: string | null;
  query: string | null;
  hideChildren: boolean;
  hideHeader: boolean;
  affix: boolean;
  parentId: number;
  menuType: string;
  orderNum: number;
  children?: NavNode[];
};
export const navNodeSchema: z.ZodType<NavNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    menuId: z.number(),
    menuName: z.string(),
    menuKey: z.string().nullable(),
    icon: z.string().nullable(),
    path: z.string().nullable(),
    component: z.string().nullable(),
    hidden: z.boolean(),
    redirect: z.string().nullable(),
    remark: z.string().nullable(),
    target: z.string().nullable(),
    query: z.string().nullable(),
    hideChildren: z.boolean(),
    hideHeader: z.boolean(),
    affix: z.boolean(),
    parentId: z.number(),
    menuType: z.string(),
    orderNum: z.number(),
    children: z.array(navNodeSchema).optional(),
  }),
);

/** A node of the checkable trees the role screens use (menus and departments). */
export type TreeOption = { id: number; label: string; children?: TreeOption[] };
export const treeOptionSchema: z.ZodType<TreeOption> = z.lazy(() =>
  z.object({ id: z.number(), label: z.string(), children: z.array(treeOptionSchema).optional() }),
);
