/**
 * Reporting: export tasks and the download center; reports and the dashboard will live here too.
 * This file is the area's public face: other areas import from here, never from its folders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps';
import { reportTaskRoutes } from './export-tasks/routes';

export const reportingRoutes: FastifyPluginAsync<Deps>[] = [reportTaskRoutes];

export { createExportTask } from './export-tasks/create-export-task';
export { defineListExport } from './export-tasks/list-export';
export {
  asyncField,
  columnKeysField,
  defineStreamExport,
  type StreamExportRequest,
} from './export-tasks/stream-export';
