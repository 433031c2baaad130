import { treeOptionSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { requiredId } from '../../../platform/form-fields';
import { getRoleDeptTree } from './get-role-dept-tree';
import { getRoleMenuTree } from './get-role-menu-tree';

/**
 * The department and menu trees of the role dialog. They live with roles (they read a role) though
 * their paths sit under /system/dept and /system/menu, where the screens have always called them.
 */
export const roleTreeRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/system/dept/role/:roleId',
    {
      schema: {
        tags: ['system-dept'],
        summary: "Department tree with the role's custom-scope departments checked",
        params: z.object({ roleId: requiredId }),
        response: {
          200: envelope(z.object({ depts: z.array(treeOptionSchema), checkedKeys: z.array(z.number()) })),
        },
      },
      config: { permission: 'system:role:query' },
    },
    async (request) => ok(await getRoleDeptTree(deps.db, callerOf(request), request.params.roleId)),
  );

  app.get(
    '/system/menu/role/:roleId',
    {
      schema: {
        tags: ['system-menu'],
        summary: "Menu tree with the role's menus checked",
        params: z.object({ roleId: requiredId }),
        response: {
          200: envelope(z.object({ menus: z.array(treeOptionSchema), checkedKeys: z.array(z.number()) })),
        },
      },
      config: { permission: 'system:role:query' },
    },
    async (request) =>
      ok(await getRoleMenuTree(deps.db, callerOf(request), request.lang, request.params.roleId)),
  );
};
