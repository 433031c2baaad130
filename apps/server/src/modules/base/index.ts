/**
 * Base data: clients and data groups, fleet, items and order types, numbering, places, printing, routes,
 * stations and integrations. This file is the area's public face: other areas import from here, never from its folders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps';
import { baseDataGroupRoutes } from './client/data-group-routes';
import { baseClientRoutes } from './client/routes';
import { energyRoutes } from './energy/routes';
import { baseFleetRoutes } from './fleet/routes';
import { goodsBarcodeRoutes } from './goods-barcode/routes';
import { baseIntegrationRoutes } from './integration/routes';
import { orderTypeRoutes } from './item/order-type-routes';
import { itemRoutes } from './item/routes';
import { logisticsPlatformRoutes } from './logistics-platform/routes';
import { numberRuleRoutes } from './numbering/routes';
import { opinionRoutes } from './opinion/routes';
import { basePlaceRoutes } from './place/routes';
import { printTemplateRoutes } from './printing/print-template-routes';
import { printerRoutes } from './printing/printer-routes';
import { projectRoutes } from './project/routes';
import { recyclableRoutes } from './recyclable/routes';
import { baseRouteRoutes } from './route/routes';
import { serviceNetworkRoutes } from './service-network/routes';
import { sopRoutes } from './sop/routes';
import { baseStationRoutes } from './station/routes';

export const baseRoutes: FastifyPluginAsync<Deps>[] = [
  baseRouteRoutes,
  baseClientRoutes,
  baseDataGroupRoutes,
  basePlaceRoutes,
  itemRoutes,
  orderTypeRoutes,
  printerRoutes,
  printTemplateRoutes,
  numberRuleRoutes,
  baseStationRoutes,
  baseIntegrationRoutes,
  baseFleetRoutes,
  recyclableRoutes,
  logisticsPlatformRoutes,
  projectRoutes,
  serviceNetworkRoutes,
  sopRoutes,
  goodsBarcodeRoutes,
  energyRoutes,
  opinionRoutes,
];

export { fleetCarriers } from './fleet/carriers';
export { fleetDrivers } from './fleet/drivers';
export { vehicleModelWithin } from './fleet/fleet-scope';
export type { CandidateVehicle } from './fleet/vehicle-repository';
export { vehiclesWithInsuranceEnding } from './fleet/vehicle-repository';
export { fleetVehicles, getVehicle } from './fleet/vehicles';
export { type PushResult, pushToIntegration } from './integration/push';
export { dictionaries } from './item/repository';
export { issueDocumentNumbers } from './numbering/next-document-number';
export {
  type BaseScope,
  baseScopeOf,
  requireInScope,
  storedScopeSchema,
  withinCenter,
  withinIds,
  withinIdsOrShared,
} from './shared/scope';
