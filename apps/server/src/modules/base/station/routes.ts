import { stationDetailSchema, stationLoadRuleSchema, stationMutexSchema, stationSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { yesNo } from '../../../platform/list-query';
import { idList, optionalText, textList } from '../../../platform/query-params';
import { readImportUpload, sendXlsx } from '../../../platform/xlsx-import';
import { removeStations, switchStations } from './change-station-status';
import { exportStations } from './export-stations';
import { getStation } from './get-station';
import { importStations, stationImportTemplate } from './import-stations';
import { listStations, listStationsByDataGroup } from './list-stations';
import { pushClientStations, pushStations } from './push-stations';
import { saveEpod } from './save-epod';
import { saveStation } from './save-station';
import { filterQuery, listQuery, loadRuleSchema, stationBody, stationOptionSchema } from './schemas';
import { listLoadRules, removeLoadRules, saveLoadRule } from './station-load-rules';
import { listMutexes, removeMutexes, saveMutexes } from './station-mutexes';
import { DROPBOX_SUMMARY, type DropBoxKind, stationOptions } from './station-options';

const tags = ['station'];
const P = 'base:station';
const log = { title: 'Station' };
const uuidParam = z.string().trim().min(1).max(64);
const idsQuery = z.object({ ids: textList });
const pushAnswer = envelope(z.object({ count: z.number(), logId: z.number() }));

/** Stations with their receipt-time/load rules and mutually exclusive pairs. */
export const baseStationRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/system/station/list',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary: "Stations of the selected dispatch center (and shared ones) and the caller's clients, paged",
        description:
          'Filters: code, name (contains), clientId, type, province, city (contains), zoneId, enableFlag, ' +
          'inCity, deliveryType, dispatchCenterId. Sorting: sortField (code, name, type, clientName, ' +
          'clientCode, city, zoneName, dispatchCenterName, fenceDistance, leadTimeDays, enableFlag, ' +
          'createTime, updateTime) and sortOrder ascend/descend.',
        querystring: listQuery,
        response: { 200: pageEnvelope(stationSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listStations(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/station/listByDatagroup',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          'Stations of the clients bound to data group dataGroupId (one of the caller\u2019s), or of all the caller\u2019s data-group clients when absent',
        querystring: listQuery.extend({ dataGroupId: optionalText(64) }),
        response: { 200: pageEnvelope(stationSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listStationsByDataGroup(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  const dropBoxQuery = z.object({
    keyword: optionalText(60),
    clientId: optionalText(64),
    clientIds: textList.optional(),
    type: optionalText(20),
    city: optionalText(30),
    dispatchCenterId: optionalText(64),
  });
  for (const kind of Object.keys(DROPBOX_SUMMARY) as DropBoxKind[]) {
    app.get(
      `/system/station/${kind}`,
      {
        schema: {
          tags,
          summary: `Selector (any signed-in user, scoped): ${DROPBOX_SUMMARY[kind]}; keyword on code or name; at most 500 rows`,
          querystring: dropBoxQuery,
          response: { 200: envelope(z.array(stationOptionSchema)) },
        },
      },
      async (request) => ok(await stationOptions(db, callerOf(request), kind, request.query)),
    );
  }

  app.get(
    '/system/station/export',
    {
      config: { permission: `${P}:export` },
      schema: {
        tags,
        summary: 'Export the list (xlsx; over 5000 rows a download-center task, answered as {taskId})',
        querystring: filterQuery,
      },
    },
    async (request, reply) =>
      exportStations({ deps, caller: callerOf(request), lang: request.lang, reply }, request.query),
  );

  app.get(
    '/system/station/get/:uuid',
    {
      // The edit form's source: full personal numbers for a caller who may edit the station.
      config: { permission: `${P}:query`, log, personalData: { fullFor: [`${P}:edit`] } },
      schema: {
        tags,
        summary: 'One station with time windows, extra windows, load rules and bound transport locations',
        params: z.object({ uuid: uuidParam }),
        response: { 200: envelope(stationDetailSchema) },
      },
    },
    async (request) => ok(await getStation(db, callerOf(request), request.params.uuid)),
  );

  for (const path of ['/system/station/save', '/system/station/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? `${P}:edit` : `${P}:add`,
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate
            ? 'Change a station (uuid) with its windows, locations, zone and (when sent) load rules'
            : 'Create a station (a uuid updates) with its windows, locations, zone and load rules',
          body: isUpdate ? stationBody.extend({ uuid: uuidParam }) : stationBody,
          response: { 200: envelope(z.object({ uuid: z.string() })) },
        },
      },
      async (request) => ok({ uuid: await saveStation(db, callerOf(request), request.lang, request.body) }),
    );
  }

  app.post(
    '/system/station/saveEpod',
    {
      config: { permission: `${P}:edit`, log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary:
          'Proof-of-delivery settings of one station (signature, handover image, QR, digitization, leave)',
        body: z.object({
          uuid: uuidParam,
          eSignature: yesNo.optional(),
          handoverImageRequired: yesNo.optional(),
          qrHandover: yesNo.optional(),
          deliveryDigital: yesNo.optional(),
          allowLeave: yesNo.optional(),
          settings: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
        }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await saveEpod(db, callerOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/system/station/remove',
    {
      config: { permission: `${P}:remove`, log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove stations (ids=a,b; soft)',
        querystring: idsQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeStations(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  for (const [path, target, permission] of [
    ['/system/station/updateEnable', 'Y', `${P}:enable`],
    ['/system/station/updateDisable', 'N', `${P}:disable`],
  ] as const) {
    app.post(
      path,
      {
        config: { permission, log: { ...log, businessType: 'UPDATE' } },
        schema: {
          tags,
          summary: `${target === 'Y' ? 'Enable' : 'Disable'} stations (ids=a,b); refused when one already is`,
          querystring: idsQuery,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await switchStations(db, callerOf(request), request.query.ids, target);
        return ok(null);
      },
    );
  }

  for (const [path, target] of [
    ['/system/station/pushRos', 'ros'],
    ['/system/station/sendSF', 'sf'],
  ] as const) {
    app.post(
      path,
      {
        config: { permission: `${P}:push`, log: { ...log, businessType: 'OTHER' } },
        schema: {
          tags,
          summary: `POST the stations (ids=a,b) as JSON to integration "${target}" (sys_integration_setting); logged in base_push_log`,
          querystring: idsQuery,
          response: { 200: pushAnswer },
        },
      },
      async (request) => {
        const result = await pushStations(db, callerOf(request), request.lang, target, request.query.ids);
        return ok(result, t(request.lang, 'base.station.pushed', { count: result.count, target }));
      },
    );
  }

  app.post(
    '/system/station/sendRosOfStationByClientId',
    {
      config: { permission: `${P}:push`, log: { ...log, businessType: 'OTHER' } },
      schema: {
        tags,
        summary: 'POST every enabled station of client clientId (in scope) to integration "ros"; logged',
        querystring: z.object({ clientId: uuidParam }),
        response: { 200: pushAnswer },
      },
    },
    async (request) => {
      const result = await pushClientStations(db, callerOf(request), request.lang, request.query.clientId);
      return ok(result, t(request.lang, 'base.station.pushed', { count: result.count, target: 'ros' }));
    },
  );

  app.get(
    '/system/station/importTemplate',
    {
      config: { permission: `${P}:import` },
      schema: { tags, summary: 'The station import template (xlsx)' },
    },
    async (request, reply) => sendXlsx(reply, await stationImportTemplate(request.lang)),
  );

  app.post(
    '/system/station/importData',
    {
      schema: {
        tags,
        summary: 'Import stations from xls/xlsx (max 5 MB); one bad row and nothing is saved',
        description:
          'multipart/form-data with one file. Every row is validated first; on any bad row the answer is code ' +
          '500, msg system.import.badRows, data [{row, field, message}]. Otherwise every station and its time ' +
          'windows are inserted in one transaction (1000 rows per statement).',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ count: z.number() })) },
      },
      config: { permission: `${P}:import`, repeatGuard: false, log: { ...log, businessType: 'IMPORT' } },
    },
    async (request) => {
      const count = await importStations(
        db,
        callerOf(request),
        request.lang,
        await readImportUpload(request),
      );
      return ok({ count }, t(request.lang, 'system.import.success', { count }));
    },
  );

  // Receipt time / load efficiency (path not shown in the spec: /system/stationReceiptTime/...).
  app.get(
    '/system/stationReceiptTime/list',
    {
      config: { permission: `${P}:query` },
      schema: {
        tags,
        summary: 'Receipt time / load-efficiency rules of a station (stationId)',
        querystring: z.object({ stationId: uuidParam }),
        response: { 200: envelope(z.array(stationLoadRuleSchema)) },
      },
    },
    async (request) => ok(await listLoadRules(db, callerOf(request), request.query.stationId)),
  );

  const ruleBody = loadRuleSchema.extend({ stationId: uuidParam });
  for (const path of ['/system/stationReceiptTime/save', '/system/stationReceiptTime/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: `${P}:edit`,
          log: { title: 'Station load rule', businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate
            ? 'Change a load-efficiency rule (id)'
            : 'Add a load-efficiency rule (an id updates); one per deliverProperty, no negative numbers',
          body: isUpdate ? ruleBody.extend({ id: z.number().int().positive() }) : ruleBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (request) => ok({ id: await saveLoadRule(db, callerOf(request), request.lang, request.body) }),
    );
  }

  app.post(
    '/system/stationReceiptTime/remove',
    {
      config: { permission: `${P}:edit`, log: { title: 'Station load rule', businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove load-efficiency rules (ids=1,2)',
        querystring: z.object({ ids: idList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeLoadRules(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  // Mutually exclusive stations (path not shown in the spec: /system/stationMutex/...).
  app.get(
    '/system/stationMutex/list',
    {
      config: { permission: `${P}:query` },
      schema: {
        tags,
        summary: 'Stations that may not share a line with station stationId',
        querystring: z.object({ stationId: uuidParam }),
        response: {
          200: envelope(z.array(stationMutexSchema)),
        },
      },
    },
    async (request) => ok(await listMutexes(db, callerOf(request), request.query.stationId)),
  );

  const mutexBody = z.object({ stationId: uuidParam, otherStationIds: z.array(uuidParam).min(1).max(200) });
  app.post(
    '/system/stationMutex/save',
    {
      config: { permission: `${P}:edit`, log: { title: 'Station mutex', businessType: 'INSERT' } },
      schema: {
        tags,
        summary: 'Mark stations mutually exclusive with stationId (stored once per pair; not with itself)',
        body: mutexBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await saveMutexes(db, callerOf(request), request.body.stationId, request.body.otherStationIds);
      return ok(null);
    },
  );

  app.post(
    '/system/stationMutex/remove',
    {
      config: { permission: `${P}:edit`, log: { title: 'Station mutex', businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Lift exclusions between stationId and otherStationIds',
        body: mutexBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeMutexes(db, callerOf(request), request.body.stationId, request.body.otherStationIds);
      return ok(null);
    },
  );
};
