/**
 * Dispatch: orders, waybills, the order pool and line adjustment, splitting, shipments and their
 * annexes, prints and exports. This file is the area's public face: other areas import from here, never from its folders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps';
import { shipmentAnnexRoutes } from './annex/routes';
import { shipmentEpodRoutes } from './epod/routes';
import { shipmentExportRoutes } from './export/routes';
import { lineDraftRoutes } from './line-draft/routes';
import { orderRoutes } from './order/routes';
import { planningFleetRoutes } from './planning/fleet-routes';
import { planningRoutes } from './planning/routes';
import { orderPoolRoutes } from './pool/routes';
import { shipmentPrintRoutes } from './print/routes';
import { publicScanRoutes } from './scan/routes';
import { shipmentRoutes } from './shipment/routes';
import { orderSplitRoutes } from './split/routes';
import { waybillRoutes } from './waybill/routes';

export const dispatchRoutes: FastifyPluginAsync<Deps>[] = [
  waybillRoutes,
  orderRoutes,
  orderPoolRoutes,
  planningRoutes,
  planningFleetRoutes,
  lineDraftRoutes,
  orderSplitRoutes,
  shipmentRoutes,
  shipmentPrintRoutes,
  shipmentExportRoutes,
  shipmentAnnexRoutes,
  shipmentEpodRoutes,
  publicScanRoutes,
];

// Which vehicles of a caller's fleet can go for some shipments (the seed picks its vehicles with it).
export {
  type GoQuestion,
  type VehicleGoAnswer,
  vehiclesThatCanGo,
} from './core/vehicles-that-can-go';
// The day's open work for the home page (reporting's welcome): waiting waybills, today's shipments.
export { countShipmentsLeaving, countWaitingWaybills } from './day/count-day';
export { saveEpod } from './epod/save-epod';
// The use cases the demo seed fills a database through, as upstream systems and the screens do.
export { takeIntoPool } from './pool/holds';
export { listPoolByIds } from './pool/list-pool';
export { poolStations } from './pool/pool-stations';
export type { SubmitLineInput } from './pool/schemas';
export { submitLines } from './pool/submit-lines';
export { finishShipments } from './shipment/finish-shipments';
export { scheduleShipments } from './shipment/schedule-shipments';
export { shipShipments } from './shipment/ship-shipments';
// Who applied for a shipment's approval (messaging tells them of the review's outcome).
export { shipmentApplicant } from './shipment/shipment-applicant';
export { coldChainVerdict } from './shipment/shipment-fit';
export { transitionShipments } from './shipment/transition-shipments';
export { createWaybills } from './waybill/create-waybills';
export type { WaybillInput } from './waybill/schemas';
export { transitionWaybills } from './waybill/waybill-transitions';
