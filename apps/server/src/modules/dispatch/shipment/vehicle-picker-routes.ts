import { SHIPMENT_ACTION_PERMISSIONS } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { vehicleOptionSchema, vehicleOptionsQuery } from './lifecycle-schemas';
import { vehicleOptions } from './schedule-shipments';

/** The scheduling dialog's vehicle picker (docs/api.md, "Shipment lifecycle"). */
export const vehiclePickerRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/shipment/shipment/vehicleOptions',
    {
      config: { permission: SHIPMENT_ACTION_PERMISSIONS.scheduling, readOnly: true },
      schema: {
        tags: ['shipment'],
        summary:
          "The caller's vehicles for scheduling the shipments ids (comma-separated), of carrierId and " +
          'realCarrierId when given: those that can go first, each other one with why not (busy in the ' +
          "shipments' window, goods it does not carry, not approved, uninsured, ...) in the words scheduling " +
          'refuses it with',
        querystring: vehicleOptionsQuery,
        response: { 200: envelope(z.array(vehicleOptionSchema)) },
      },
    },
    async (request) => {
      const { ids, carrierId, realCarrierId, keyword } = request.query;
      const carrierIds = [carrierId, realCarrierId].filter((c): c is string => Boolean(c));
      return ok(
        await vehicleOptions(deps.db, callerOf(request), request.uiLang, {
          ids: ids ?? [],
          carrierIds,
          keyword,
        }),
      );
    },
  );
};
