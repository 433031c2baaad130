/**
 * Identity: users, roles, menus, departments, sign-in, and the monitor of sessions and logs.
 * This file is the area's public face: other areas import from here, never from its folders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps';
import { systemDeptRoutes } from './dept/routes';
import { systemMenuRoutes } from './menu/routes';
import { monitorRoutes } from './monitor/routes';
import { systemRoleRoutes } from './role/routes';
import { roleTreeRoutes } from './role/tree-routes';
import { authRoutes } from './sign-in/routes';
import { systemUserRoutes } from './user/routes';

export const identityRoutes: FastifyPluginAsync<Deps>[] = [
  authRoutes,
  systemUserRoutes,
  systemRoleRoutes,
  roleTreeRoutes,
  systemMenuRoutes,
  systemDeptRoutes,
  monitorRoutes,
];

export { allowedDispatchCenters, assertDispatchCenter, isSuperCaller } from './access/dispatch-centers';
export { isCaptchaEnabled } from './sign-in/captcha-enabled';
export { clientInfo } from './sign-in/client-info';
export { recordSuccess, writeLoginLog } from './sign-in/repository';
export { startSession } from './sign-in/start-session';
export { listUsers, listUsersForExport, type UserFilter, type UserListRow } from './user/repository';
