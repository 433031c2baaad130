import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../platform/deps';
import { authRoutes } from './auth/routes';
import { appInfoRoutes } from './app-info/routes';
import { columnSettingRoutes } from './column-setting/routes';
import { dispatchCenterRoutes } from './dispatch-center/routes';
import { monitorRoutes } from './monitor/routes';
import { reportTaskRoutes } from './report-task/routes';
import { systemAuthClientRoutes } from './system-auth-client/routes';
import { systemConfigRoutes } from './system-config/routes';
import { systemDictRoutes } from './system-dict/routes';
import { systemDistrictRoutes } from './system-district/routes';
import { systemMenuLanguageRoutes } from './system-menu-language/routes';
import { systemDeptRoutes } from './system-dept/routes';
import { systemMenuRoutes } from './system-menu/routes';
import { systemRoleRoutes } from './system-role/routes';
import { systemOssRoutes } from './system-oss/routes';
import { systemUserRoutes } from './system-user/routes';

/** Every business area's routes. A new area adds one line here. */
export const modules: FastifyPluginAsync<Deps>[] = [authRoutes, systemUserRoutes, systemRoleRoutes, systemMenuRoutes, systemDeptRoutes, systemDictRoutes, systemConfigRoutes, systemDistrictRoutes, systemMenuLanguageRoutes, dispatchCenterRoutes, columnSettingRoutes, appInfoRoutes, systemAuthClientRoutes, systemOssRoutes, monitorRoutes, reportTaskRoutes];
