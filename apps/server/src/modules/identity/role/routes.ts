import { roleSchema, userSchema } from '@tms/contract';
import { REMARK_MAX } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope, pageQuery } from '../../../platform/envelope';
import { nullableText, optionalId, requiredId, timeBound } from '../../../platform/form-fields';
import { idList, optionalText, statusField } from '../../../platform/query-params';
import { DATA_SCOPES } from '../dept/dept-scope';
import { allRoles } from './all-roles';
import { bindRoleUsers } from './bind-role-users';
import { changeRoleStatus } from './change-role-status';
import { createRole } from './create-role';
import { getRole } from './get-role';
import { listRoleUsers } from './list-role-users';
import { listRoles } from './list-roles';
import { removeRoles } from './remove-roles';
import { rolesOfUser } from './roles-of-user';
import { setRoleDataScope } from './set-role-data-scope';
import { updateRole } from './update-role';

const roleBody = z.object({
  id: optionalId,
  roleName: z.string().trim().min(1).max(30),
  roleKey: z.string().trim().min(1).max(100),
  roleSort: z.coerce.number().int().min(0).max(99_999).default(0),
  status: statusField.default('0'),
  remark: nullableText(REMARK_MAX).transform((v) => v ?? null),
  menuIds: z.array(z.coerce.number().int().positive()).min(1, 'system.role.menuRequired'),
});

const idsBody = z.object({ roleId: requiredId, userIds: z.array(z.coerce.number().int().positive()).min(1) });
const userIdQuery = z.object({ userId: requiredId });
const roleUsersQuery = pageQuery.extend({
  roleId: requiredId,
  userName: optionalText(30),
  phonenumber: optionalText(11),
});

const tags = ['system-role'];
const log = { title: 'Role' };

export const systemRoleRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/system/role/list',
    {
      schema: {
        tags,
        summary: 'Roles (paged, by display order)',
        querystring: pageQuery.extend({
          roleName: optionalText(30),
          roleKey: optionalText(100),
          status: statusField.optional(),
          beginTime: timeBound,
          endTime: timeBound,
        }),
        response: { 200: pageEnvelope(roleSchema) },
      },
      config: { permission: 'system:role:list' },
    },
    async (request) => {
      const { pageNum, pageSize, ...filter } = request.query;
      const { rows, total } = await listRoles(deps.db, filter, { pageNum, pageSize });
      return page(rows, total);
    },
  );

  app.get(
    '/system/role/all',
    {
      schema: { tags, summary: 'Every role, for pickers', response: { 200: envelope(z.array(roleSchema)) } },
    },
    async (request) => ok(await allRoles(deps.db, callerOf(request))),
  );

  app.get(
    '/system/role/get/:id',
    {
      schema: {
        tags,
        summary: 'One role with its menu ids and custom-scope department ids',
        params: z.object({ id: requiredId }),
        response: {
          200: envelope(roleSchema.extend({ menuIds: z.array(z.number()), deptIds: z.array(z.number()) })),
        },
      },
      config: { permission: 'system:role:query' },
    },
    async (request) => ok(await getRole(deps.db, request.params.id)),
  );

  for (const [path, held] of [
    ['/system/role/selectUserRefRolesByUserId', true],
    ['/system/role/selectUserNotRefRolesByUserId', false],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: held ? 'Roles the user holds' : 'Roles the user does not hold',
          querystring: userIdQuery,
          response: { 200: envelope(z.array(roleSchema)) },
        },
        config: { permission: 'system:user:query' },
      },
      async (request) => ok(await rolesOfUser(deps.db, callerOf(request), request.query.userId, held)),
    );
  }

  app.post(
    '/system/role/save',
    {
      schema: {
        tags,
        summary: 'Create a role',
        body: roleBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
      config: { permission: 'system:role:add', log: { ...log, businessType: 'INSERT' } },
    },
    async (request) => ok({ id: await createRole(deps.db, callerOf(request), request.body) }),
  );

  app.post(
    '/system/role/update',
    {
      schema: {
        tags,
        summary: 'Update a role and its menus (not the admin role)',
        body: roleBody.extend({ id: requiredId }),
        response: { 200: emptyEnvelope },
      },
      config: { permission: 'system:role:edit', log: { ...log, businessType: 'UPDATE' } },
    },
    async (request) => {
      await updateRole(deps.db, callerOf(request), request.body.id, request.body);
      return ok(null);
    },
  );

  app.post(
    '/system/role/remove',
    {
      schema: {
        tags,
        summary: 'Remove roles nobody holds (never the admin role)',
        querystring: z.object({ ids: idList }),
        response: { 200: emptyEnvelope },
      },
      config: { permission: 'system:role:remove', log: { ...log, businessType: 'DELETE' } },
    },
    async (request) => {
      await removeRoles(deps.db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  app.post(
    '/system/role/status',
    {
      schema: {
        tags,
        summary: 'Enable or disable a role',
        body: z.object({ id: requiredId, status: statusField }),
        response: { 200: emptyEnvelope },
      },
      config: { permission: 'system:role:edit', log: { ...log, businessType: 'UPDATE' } },
    },
    async (request) => {
      await changeRoleStatus(deps.db, callerOf(request), request.body.id, request.body.status);
      return ok(null);
    },
  );

  for (const [path, bind] of [
    ['/system/role/binding', true],
    ['/system/role/unbinding', false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: bind ? 'Give the role to users' : 'Take the role from users',
          body: idsBody,
          response: { 200: emptyEnvelope },
        },
        config: { permission: 'system:role:edit', log: { ...log, businessType: 'GRANT' } },
      },
      async (request) => {
        await bindRoleUsers(deps.db, callerOf(request), request.body.roleId, request.body.userIds, bind);
        return ok(null);
      },
    );
  }

  app.post(
    '/system/role/authDataScope',
    {
      schema: {
        tags,
        summary: 'Set the data scope (1 all, 2 custom departments, 3 own, 4 own and below, 5 self)',
        body: z.object({
          roleId: requiredId,
          dataScope: z.enum(DATA_SCOPES),
          deptIds: z.array(z.coerce.number().int().positive()).default([]),
        }),
        response: { 200: emptyEnvelope },
      },
      config: { permission: 'system:role:edit', log: { ...log, businessType: 'GRANT' } },
    },
    async (request) => {
      const { roleId, dataScope, deptIds } = request.body;
      await setRoleDataScope(deps.db, callerOf(request), roleId, dataScope, deptIds);
      return ok(null);
    },
  );

  for (const [path, allocated] of [
    ['/system/role/authUser/allocatedList', true],
    ['/system/role/authUser/unallocatedList', false],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: allocated ? 'Users holding the role (paged)' : 'Users without the role (paged)',
          querystring: roleUsersQuery,
          response: { 200: pageEnvelope(userSchema) },
        },
        config: { permission: 'system:role:list' },
      },
      async (request) => {
        const { pageNum, pageSize, ...filter } = request.query;
        const { rows, total } = await listRoleUsers(deps.db, callerOf(request), filter, allocated, {
          pageNum,
          pageSize,
        });
        return page(rows, total);
      },
    );
  }
};
