import { PERMISSION_ACTIONS } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/plugin';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import { getUserInfo } from './get-user-info';

const userInfoSchema = z.object({
  id: z.string(),
  userName: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  dateStyle: z.string(),
  timeZone: z.string(),
  roleIds: z.array(z.number()),
  roles: z.array(z.string()),
  buttons: z.array(z.string()),
  permissions: z.array(
    z.object({ permissionId: z.string(), actionList: z.array(z.enum(PERMISSION_ACTIONS)) }),
  ),
  dispatchCenterId: z.string().nullable(),
});

export const systemUserRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/system/user/info',
    {
      schema: {
        tags: ['system-user'],
        summary: 'The signed-in user',
        response: { 200: envelope(userInfoSchema) },
      },
    },
    async (request) => ok(await getUserInfo(deps.db, callerOf(request))),
  );
};
