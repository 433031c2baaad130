/**
 * Reporting: export tasks and the download center; reports and the dashboard will live here too.
 * This file is the area's public face: other areas import from here, never from its folders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps';
import { reportTaskRoutes } from './export-tasks/routes';

export const reportingRoutes: FastifyPluginAsync<Deps>[] = [reportTaskRoutes];

export { type CellKind, keysetBatches, offsetBatches } from '../../platform/xlsx-export';
export {
  asyncField,
  columnKeysField,
  type DeclaredExport,
  defineExport,
  type ExportCaller,
  type ExportColumnSpec,
  type ExportFormat,
  type ExportOptions,
  type ExportRequest,
  type FileNameParts,
  withCells,
} from './export-tasks/define-export';
