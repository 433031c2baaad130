import { hasButton, MAX_READINGS_PER_BATCH } from '@tms/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { issueDeviceKey, vehicleOfDeviceKey } from './device-keys';
import { type IngestResult, type IngestSource, ingestReadings } from './ingest-readings';
import { listLatestReadings } from './latest-readings';
import { osmandReading } from './osmand';
import { closeCopyPool } from './repository';

const tags = ['monitor-telemetry'];
const INGEST = 'monitor:telemetry:ingest';

const ingestAnswer = z.object({
  accepted: z.number().int(),
  stored: z.number().int(),
  rejected: z.array(z.object({ index: z.number().int(), key: z.string(), reason: z.string() })),
});

/**
 * A reading as the batch call documents it. Every field is checked per reading by the use case (so one
 * bad value refuses that reading, never the batch): the schema names the fields and validates none.
 */
const field = (description: string) => z.unknown().describe(description);
const readingDoc = z
  .object({
    deviceNo: field('string: the vehicle’s device number (a device key’s own when absent)'),
    time: field('ISO 8601 text, or epoch milliseconds'),
    lat: field('number, degrees -90..90; null without a fix'),
    lon: field('number, degrees -180..180; null without a fix'),
    speed: field('number, km/h'),
    heading: field('number, degrees clockwise from north'),
    temps: field('up to four numbers (°C) or nulls: ways 1-4'),
    door: field("'open' or 'closed'"),
    ignition: field('boolean'),
    odometer: field('number, km'),
  })
  .partial()
  .passthrough()
  .or(z.unknown());

/**
 * Who sends: a device key (X-Device-Key header, or the `token` parameter for OsmAnd clients, which cannot
 * set headers, under the name the request log masks) speaks for its vehicle; otherwise a signed-in caller holding monitor:telemetry:ingest.
 * The routes are public to the auth hook, which knows no device keys, and decide here.
 */
async function sourceOf(
  db: Deps['db'],
  request: FastifyRequest,
  keyParam?: unknown,
): Promise<{ source: IngestSource; deviceNo: string | null }> {
  const header = request.headers['x-device-key'];
  const key =
    (Array.isArray(header) ? header[0] : header) ?? (typeof keyParam === 'string' ? keyParam : undefined);
  if (key?.trim()) {
    const vehicle = await vehicleOfDeviceKey(db, key);
    if (!vehicle) throw AppError.unauthorized('telemetry.deviceKeyInvalid');
    return { source: { vehicleId: vehicle.vehicleId }, deviceNo: vehicle.deviceNo };
  }
  if (!request.auth) throw AppError.unauthorized('telemetry.deviceKeyRequired');
  if (!hasButton({ caller: request.auth, keys: [INGEST] })) throw AppError.forbidden();
  return { source: { sender: request.auth.userName }, deviceNo: null };
}

function answer(request: FastifyRequest, result: IngestResult) {
  return ok({
    accepted: result.accepted,
    stored: result.stored,
    rejected: result.rejected.map((r) => ({
      index: r.index,
      key: r.key,
      reason: t(request.lang, r.key, r.params),
    })),
  });
}

/**
 * Telemetry in: batches of readings (JSON), single OsmAnd reports (Traccar Client and the trackers that
 * speak its protocol), and device keys issued from the vehicle screen.
 */
export const telemetryRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  // OsmAnd clients post form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1 << 16 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onClose', async () => closeCopyPool(deps.database.url));

  app.post(
    '/telemetry/readings',
    {
      // Devices have no session: the handler accepts a device key, or a caller holding the key below.
      config: { public: true, permission: INGEST, log: false, repeatGuard: false },
      schema: {
        tags,
        summary: `Send up to ${MAX_READINGS_PER_BATCH} readings (X-Device-Key, or a caller with ${INGEST})`,
        description:
          'Each reading is checked on its own: the good ones are stored (a repeat of a device and time is ' +
          'accepted and stored once), each bad one is answered in rejected with its index and reason. ' +
          'time is ISO 8601 or epoch milliseconds; speed km/h; temps °C for ways 1-4; odometer km.',
        headers: z.object({ 'x-device-key': z.string().max(200).optional() }).passthrough(),
        body: z.object({ readings: z.array(readingDoc).max(MAX_READINGS_PER_BATCH) }),
        response: { 200: envelope(ingestAnswer) },
      },
    },
    async (request) => {
      const { source, deviceNo } = await sourceOf(db, request);
      const result = await ingestReadings(deps, source, request.body.readings, {
        defaultDeviceNo: deviceNo,
        log: request.log,
      });
      return answer(request, result);
    },
  );

  app.get(
    '/telemetry/readings',
    {
      config: { permission: 'monitor:telemetry:list' },
      schema: {
        tags,
        summary:
          'A vehicle\u2019s newest readings, newest first (vehicleId = its uuid; limit 1-500, 50 by default)',
        querystring: z.object({
          vehicleId: z.string().trim().min(1).max(64),
          limit: z.coerce.number().int().min(1).max(500).default(50),
        }),
        response: {
          200: envelope(
            z.array(
              z.object({
                deviceNo: z.string(),
                shipmentId: z.string().nullable(),
                time: z.string(),
                receivedAt: z.string(),
                lat: z.number().nullable(),
                lon: z.number().nullable(),
                speedKmh: z.number().nullable(),
                heading: z.number().nullable(),
                temps: z.array(z.number().nullable()),
                doorOpen: z.boolean().nullable(),
                ignition: z.boolean().nullable(),
                odometerKm: z.number().nullable(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await listLatestReadings(db, callerOf(request), request.lang, request.query)),
  );

  const osmandQuery = z
    .object({
      id: z.string().max(64).optional(),
      deviceid: z.string().max(64).optional(),
      token: z.string().max(200).optional(),
    })
    .passthrough();
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/telemetry/osmand',
      config: { public: true, permission: INGEST, log: false, repeatGuard: false },
      schema: {
        tags,
        summary: 'One OsmAnd / Traccar Client report (id = device number; token = the device key)',
        description:
          'Query or form parameters id, lat, lon, timestamp (epoch seconds or ISO 8601; the arrival time ' +
          'when absent), speed (knots, as OsmAnd and Traccar Client send it), bearing, odometer (metres), ' +
          'and temp1-temp4, door, ignition; or the JSON body of Traccar Client 9+. The device key goes in ' +
          'the server URL as ?token=… (masked in the request log like every token), or the X-Device-Key header. A refused reading is still answered 200 ' +
          'with its reason, so the client does not resend it forever; a bad key is 401.',
        querystring: osmandQuery,
        response: { 200: envelope(ingestAnswer) },
      },
      handler: async (request) => {
        const query = request.query as Record<string, unknown>;
        const body = method === 'POST' ? request.body : undefined;
        const form = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
        const { source, deviceNo } = await sourceOf(db, request, query.token ?? form.token);
        const raw = osmandReading(query, body);
        if (raw.time === undefined) raw.time = Date.now();
        const result = await ingestReadings(deps, source, [raw], {
          defaultDeviceNo: deviceNo,
          log: request.log,
        });
        return answer(request, result);
      },
    });
  }

  app.post(
    '/base/vehicle/deviceKey/:uuid',
    {
      config: {
        permission: 'base:vehicle:deviceKey',
        log: { title: 'Vehicle device key', businessType: 'GRANT' },
        // Each call is a new key and the latest wins; a deliberate reissue seconds later must not be refused.
        repeatGuard: false,
      },
      schema: {
        tags,
        summary:
          'Issue the vehicle\u2019s device key (replacing the old one, which stops working); shown once',
        params: z.object({ uuid: z.string().trim().min(1).max(64) }),
        response: {
          200: envelope(z.object({ key: z.string(), keyHint: z.string(), deviceNumber: z.string() })),
        },
      },
    },
    async (request) => ok(await issueDeviceKey(db, callerOf(request), request.lang, request.params.uuid)),
  );
};
