import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { getTemperatureData } from './get-temperature-data';
import { getTemperatureInfo } from './get-temperature-info';
import {
  temperatureDataQuery,
  temperatureDataSchema,
  temperatureExportQuery,
  temperatureInfoSchema,
  uuidParams,
} from './schemas';
import { temperatureExport } from './temperature-export';

const tags = ['shipment-temperature'];
const P = 'shipment:shipment';

/** A shipment's temperatures and track: the report per compartment, the series and the export. */
export const shipmentTemperatureRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/shipment/shipment/selectTempInfo/:uuid',
    {
      config: { anyPermission: [`${P}:query`, `${P}:list`] },
      schema: {
        tags,
        summary:
          'Temperature report per compartment (way 1-4): min, max, average, minutes out of the band, compliance %, with the pre-cool and each stop\u2019s handover temperatures',
        description:
          'Bands are the zones of the enabled temperature rule of the shipment\u2019s dispatch center (a center\u2019s own rule before one for every center).',
        params: uuidParams,
        response: { 200: envelope(temperatureInfoSchema) },
      },
    },
    async (request) => ok(await getTemperatureInfo(db, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/shipment/shipment/selectTempData/:uuid',
    {
      config: { anyPermission: [`${P}:query`, `${P}:list`] },
      schema: {
        tags,
        summary:
          'Temperature series per compartment (LTTB-thinned to at most 2,000 points each unless raw=true), temperature alert spans, the track marked in/out of band, and the stops with their fence distance',
        params: uuidParams,
        querystring: temperatureDataQuery,
        response: { 200: envelope(temperatureDataSchema) },
      },
    },
    async (request) =>
      ok(
        await getTemperatureData(
          db,
          callerOf(request),
          request.params.uuid,
          request.query.raw === true,
          request.lang,
        ),
      ),
  );

  app.get(
    '/shipment/shipment/exportTempInfoExcel',
    {
      config: {
        permission: `${P}:export`,
        readOnly: true,
        log: { title: 'Shipment temperatures', businessType: 'EXPORT' },
      },
      schema: {
        tags,
        summary:
          'Exports every reading of one shipment (uuid) as xlsx up to 5,000 rows, else (or async=true) as a download-center task answering {taskId}',
        querystring: temperatureExportQuery,
      },
    },
    async (request, reply) =>
      temperatureExport.answer(
        { deps, caller: callerOf(request), lang: request.lang, reply },
        { uuid: request.query.uuid },
        { async: request.query.async },
      ),
  );
};
