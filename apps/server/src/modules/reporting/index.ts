/**
 * Reporting: export tasks and the download center, which every area's exports go through (so it sits
 * below them; the shipment report and the dashboard, which read those areas, live in analytics).
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
