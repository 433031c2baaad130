import { menuSchema, navNodeSchema, treeOptionSchema } from '@tms/contract';
import { REMARK_MAX, SYSTEM_CODE } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok } from '../../../platform/envelope';
import { nullableText, optionalId, requiredId } from '../../../platform/form-fields';
import { optionalText, statusField } from '../../../platform/query-params';
import { createMenu } from './create-menu';
import { getCallerMenus } from './get-caller-menus';
import { getMenuTree } from './get-menu-tree';
import { listMenus } from './list-menus';
import { removeMenu } from './remove-menu';
import { updateMenu } from './update-menu';

const menuBody = z.object({
  id: optionalId,
  menuName: z.string().trim().min(1).max(50),
  menuKey: nullableText(100),
  parentId: z.coerce.number().int().min(0).default(0),
  orderNum: z.coerce.number().int().min(0).max(99_999).default(0),
  path: nullableText(200),
  component: nullableText(255),
  query: nullableText(255),
  redirect: nullableText(200),
  menuType: z.enum(['M', 'C', 'F']),
  visible: statusField.default('0'),
  status: statusField.default('0'),
  perms: nullableText(100),
  icon: nullableText(100),
  target: z.preprocess((v) => (v === '' ? null : v), z.enum(['_blank', '_self']).nullish()),
  hideChildren: z.boolean().optional(),
  hideHeader: z.boolean().optional(),
  affix: z.boolean().optional(),
  systemCode: z.string().trim().min(1).max(20).optional(),
  remark: nullableText(REMARK_MAX),
});

const tags = ['system-menu'];
const log = { title: 'Menu' };

export const systemMenuRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/system/menu/list',
    {
      schema: {
        tags,
        summary: 'Menus, flat (label is the name in the request language)',
        querystring: z.object({
          menuName: optionalText(50),
          status: statusField.optional(),
          visible: statusField.optional(),
        }),
        response: { 200: envelope(z.array(menuSchema)) },
      },
      config: { permission: 'system:menu:list' },
    },
    async (request) => ok(await listMenus(deps.db, callerOf(request), request.lang, request.query)),
  );

  app.get(
    '/system/menu/treeselect',
    {
      schema: {
        tags,
        summary: 'The menus the caller may grant, as a tree (permission tree of a new role)',
        response: { 200: envelope(z.array(treeOptionSchema)) },
      },
      config: { permission: 'system:role:query' },
    },
    async (request) => ok(await getMenuTree(deps.db, callerOf(request), request.lang)),
  );

  app.get(
    '/system/menu/lanAndSystemCode',
    {
      schema: {
        tags,
        summary: "The caller's navigation tree (directories and menus, translated)",
        description:
          'Enabled directories (M) and menus (C) of the system code, named from sys_menu_language for the ' +
          'request language (falling back to zh-CN). The administrator gets every menu; others the menus of ' +
          'their roles and the directories above them. hidden is true when visible is 1. Buttons are omitted.',
        querystring: z.object({ systemCode: z.string().trim().min(1).max(20).default(SYSTEM_CODE) }),
        response: { 200: envelope(z.array(navNodeSchema)) },
      },
    },
    async (request) =>
      ok(await getCallerMenus(deps.db, callerOf(request), request.lang, request.query.systemCode)),
  );

  app.post(
    '/system/menu/save',
    {
      schema: {
        tags,
        summary: 'Create a menu',
        body: menuBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
      config: { permission: 'system:menu:add', log: { ...log, businessType: 'INSERT' } },
    },
    async (request) => ok({ id: await createMenu(deps.db, callerOf(request), request.body) }),
  );

  app.post(
    '/system/menu/update',
    {
      schema: {
        tags,
        summary: 'Update a menu (not under itself or its descendants)',
        body: menuBody.extend({ id: requiredId }),
        response: { 200: emptyEnvelope },
      },
      config: { permission: 'system:menu:edit', log: { ...log, businessType: 'UPDATE' } },
    },
    async (request) => {
      await updateMenu(deps.db, callerOf(request), request.body.id, request.body);
      return ok(null);
    },
  );

  app.post(
    '/system/menu/remove/:id',
    {
      schema: {
        tags,
        summary: 'Remove a menu without children',
        params: z.object({ id: requiredId }),
        response: { 200: emptyEnvelope },
      },
      config: { permission: 'system:menu:remove', log: { ...log, businessType: 'DELETE' } },
    },
    async (request) => {
      await removeMenu(deps.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );
};
