import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../platform/deps';
import { carrierGroupRoutes } from './carrier-group-routes';
import { registerFleetCarrierLookups } from './carrier-lookups';
import { carrierRoutes } from './carrier-routes';
import { driverRoutes } from './driver-routes';
import { registerFleetFileReferences } from './file-references';
import { modelRoutes } from './model-routes';
import { vehicleRoutes } from './vehicle-routes';

registerFleetCarrierLookups();
registerFleetFileReferences();

/** Fleet base data: carriers, drivers, vehicles (transMeans), vehicle models (transmeansModel). */
export const baseFleetRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  await app.register(carrierRoutes, deps);
  await app.register(carrierGroupRoutes, deps);
  await app.register(driverRoutes, deps);
  await app.register(vehicleRoutes, deps);
  await app.register(modelRoutes, deps);
};
