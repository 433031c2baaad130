import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { textList } from '../../../platform/query-params';
import { shipmentListQuery } from '../core/schemas';
import { adjustShipments } from './adjust-shipments';
import { getShipment } from './get-shipment';
import { shipmentLifecycleRoutes } from './lifecycle-routes';
import { listShipments } from './list-shipments';
import { adjustLineSchema, shipmentDetailSchema, shipmentSchema } from './schemas';
import { vehiclePickerRoutes } from './vehicle-picker-routes';

const tags = ['shipment'];
const P = 'shipment:shipment';

/** Shipments (dispatch orders) created by line submission (docs/api.md, "Shipments"). */
export const shipmentRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  await shipmentLifecycleRoutes(app, deps);
  await vehiclePickerRoutes(app, deps);

  app.get(
    '/shipment/shipment/selectPage',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary: 'Shipments of the selected center, with stops and waybill codes, paged',
        description:
          'Filters: shipmentCode (contains), status, createBegin/createEnd (YYYY-MM-DD), carrierId, ' +
          'vehicleMainModelId, transType, waybillCode (contains), stationId, etdBegin/etdEnd (planned departure ' +
          'days), plate (front or rear, contains), driver (main or co-driver name, contains), alertState (open: ' +
          'an alert not dealt with yet; none), uuids (these shipments only). Sorting: sortField (shipmentCode, ' +
          'status, createTime, etd, eta, stationNum, totalWeight, totalVolume, totalPallets), sortOrder.',
        querystring: shipmentListQuery,
        response: { 200: pageEnvelope(shipmentSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listShipments(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/shipment/shipment/get/:uuid',
    {
      config: { anyPermission: [`${P}:query`, `${P}:list`] },
      schema: {
        tags,
        summary: 'One shipment with its stops and waybills',
        params: z.object({ uuid: z.string().trim().min(1).max(64) }),
        response: { 200: envelope(shipmentDetailSchema) },
      },
    },
    async (request) => ok(await getShipment(db, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/shipment/shipment/adjust',
    {
      // The line screen opens it in edit mode; the shipment list's "Edit lines" leads there.
      config: { anyPermission: ['order:lineAdjust:list', `${P}:edit`] },
      schema: {
        tags,
        summary:
          "Edit mode: the open shipments' lines (stops with windows, orders) and their waybills held by the caller",
        querystring: z.object({ ids: textList }),
        response: { 200: envelope(z.array(adjustLineSchema)) },
      },
    },
    async (request) => ok(await adjustShipments(db, callerOf(request), request.query.ids)),
  );
};
