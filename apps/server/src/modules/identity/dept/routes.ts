import { deptSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok } from '../../../platform/envelope';
import {
  nullableEmail,
  nullableMobile,
  nullableText,
  optionalId,
  requiredId,
} from '../../../platform/form-fields';
import { optionalText, statusField } from '../../../platform/query-params';
import { createDept } from './create-dept';
import { getDept } from './get-dept';
import { listDepts } from './list-depts';
import { removeDept } from './remove-dept';
import { updateDept } from './update-dept';

const deptBody = z.object({
  id: optionalId,
  parentId: z.coerce.number().int().min(0).default(0),
  deptName: z.string().trim().min(1).max(30),
  orderNum: z.coerce.number().int().min(0).max(99_999).default(0),
  leader: nullableText(20),
  phone: nullableMobile,
  email: nullableEmail,
  status: statusField.default('0'),
});

const listQuery = z.object({ deptName: optionalText(30), status: statusField.optional() });
const tags = ['system-dept'];
const log = { title: 'Department' };

export const systemDeptRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/system/dept/list',
    {
      schema: {
        tags,
        summary: 'Departments (flat, data scope applied)',
        querystring: listQuery,
        response: { 200: envelope(z.array(deptSchema)) },
      },
      config: { permission: 'system:dept:list' },
    },
    async (request) => ok(await listDepts(deps.db, callerOf(request), request.query)),
  );

  app.get(
    '/system/dept/list/enable',
    {
      schema: {
        tags,
        summary: 'Enabled departments for pickers (data scope applied)',
        querystring: z.object({ deptName: optionalText(30) }),
        response: { 200: envelope(z.array(deptSchema)) },
      },
    },
    async (request) => ok(await listDepts(deps.db, callerOf(request), { ...request.query, status: '0' })),
  );

  app.get(
    '/system/dept/get/:id',
    {
      schema: {
        tags,
        summary: 'One department (data scope applied)',
        params: z.object({ id: requiredId }),
        response: { 200: envelope(deptSchema) },
      },
      // The edit form's source: the full phone for a caller who may edit departments.
      config: { permission: 'system:dept:query', log, personalData: { fullFor: ['system:dept:edit'] } },
    },
    async (request) => ok(await getDept(deps.db, callerOf(request), request.params.id)),
  );

  app.post(
    '/system/dept/save',
    {
      schema: {
        tags,
        summary: 'Create a department',
        body: deptBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
      config: { permission: 'system:dept:add', log: { ...log, businessType: 'INSERT' } },
    },
    async (request) => ok({ id: await createDept(deps.db, callerOf(request), request.body) }),
  );

  app.post(
    '/system/dept/update',
    {
      schema: {
        tags,
        summary: 'Update a department (moving it moves its subtree)',
        body: deptBody.extend({ id: requiredId }),
        response: { 200: emptyEnvelope },
      },
      config: { permission: 'system:dept:edit', log: { ...log, businessType: 'UPDATE' } },
    },
    async (request) => {
      await updateDept(deps.db, callerOf(request), request.body.id, request.body);
      return ok(null);
    },
  );

  app.post(
    '/system/dept/remove/:id',
    {
      schema: {
        tags,
        summary: 'Remove a department without children or users',
        params: z.object({ id: requiredId }),
        response: { 200: emptyEnvelope },
      },
      config: { permission: 'system:dept:remove', log: { ...log, businessType: 'DELETE' } },
    },
    async (request) => {
      await removeDept(deps.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );
};
