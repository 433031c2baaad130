/**
 * Reference data and settings: dictionaries, configuration, districts, languages, auth clients, file storage,
 * app versions, dispatch centers, column settings and import progress.
 * This file is the area's public face: other areas import from here, never from its folders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps';
import { appInfoRoutes } from './app-info/routes';
import { systemAuthClientRoutes } from './auth-client/routes';
import { columnSettingRoutes } from './column-setting/routes';
import { systemConfigRoutes } from './config/routes';
import { systemDictRoutes } from './dict/routes';
import { dispatchCenterRoutes } from './dispatch-center/routes';
import { systemDistrictRoutes } from './district/routes';
import { systemImportRoutes } from './import/routes';
import { systemMenuLanguageRoutes } from './language/routes';
import { savedViewRoutes } from './saved-view/routes';
import { systemOssRoutes } from './storage/routes';

export const referenceRoutes: FastifyPluginAsync<Deps>[] = [
  systemDictRoutes,
  systemConfigRoutes,
  systemDistrictRoutes,
  systemImportRoutes,
  systemMenuLanguageRoutes,
  dispatchCenterRoutes,
  columnSettingRoutes,
  savedViewRoutes,
  appInfoRoutes,
  systemAuthClientRoutes,
  systemOssRoutes,
];

export { seedAppInfos } from './app-info/seed';
export { seedAuthClients } from './auth-client/seed';
export { configValueOf } from './config/list-configs';
export { cachedDictionaries, dictParam, labelIn } from './dict/dict-cache';
export { dictEntries } from './dict/dict-entries';
export { registerCarrierLookup } from './dispatch-center/carrier-centers';
export { carrierIdsOfUser } from './dispatch-center/repository';
export { seedDistricts } from './district/seed';
export { registerFileReference } from './storage/file-access';
export { IMAGE_SUFFIXES } from './storage/file-rules';
export { removeFiles } from './storage/remove-files';
export { seedOssConfigs } from './storage/seed';
export { type UploadInput, uploadFile } from './storage/upload-file';
