/**
 * Dispatch: orders, waybills, the order pool and line adjustment, splitting, shipments and their
 * annexes, prints and exports. This file is the area's public face: other areas import from here, never from its folders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps';
import { shipmentAnnexRoutes } from './annex/routes';
import { shipmentExportRoutes } from './export/routes';
import { orderRoutes } from './order/routes';
import { orderPoolRoutes } from './pool/routes';
import { shipmentPrintRoutes } from './print/routes';
import { shipmentRoutes } from './shipment/routes';
import { orderSplitRoutes } from './split/routes';
import { waybillRoutes } from './waybill/routes';

export const dispatchRoutes: FastifyPluginAsync<Deps>[] = [
  waybillRoutes,
  orderRoutes,
  orderPoolRoutes,
  orderSplitRoutes,
  shipmentRoutes,
  shipmentPrintRoutes,
  shipmentExportRoutes,
  shipmentAnnexRoutes,
];

// The demo seed still rebuilds a submit from these; it is to seed through the public use cases instead.
export { takeIntoPool } from './pool/holds';
export { loadPoolRows, type PoolRow } from './pool/pool-rows';
export type { SubmitLineInput } from './pool/schemas';
export { type PoolScope, poolScopeOf, waybillWithin } from './pool/scope';
export { loadStations, type StationData } from './pool/station-data';
export { submitLines } from './pool/submit-lines';
export { buildLine, type SubmitData } from './pool/submit-load';
export { scheduleShipments } from './shipment/schedule-shipments';
export { coldChainVerdict } from './shipment/shipment-fit';
export { transitionShipments } from './shipment/transition-shipments';
export * as waybillRepository from './waybill/repository';
export { linesFor, waybillColumns } from './waybill/save-waybill';
export type { WaybillInput } from './waybill/schemas';
export { loadRefs, prepareWaybill } from './waybill/waybill-rules';
