import fastifySwagger from '@fastify/swagger';
import * as contract from '@tms/contract';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, pageEnvelope } from '../platform/envelope';
import { createTestApp, type TestApp } from './harness';

/**
 * The routes answer the records of @tms/contract, the schemas the web and the e2e journeys type their
 * calls with. A route that stopped using the contract's schema (a local copy, a field added beside it)
 * would still typecheck on the server and quietly answer something the clients do not expect, so each
 * route below is held to its record: the OpenAPI description the app gives of the route must equal the
 * description of the contract's schema in the same envelope, converted by the same swagger set-up. And
 * every schema the contract exports must be answered (or accepted) by some route here, or be listed as
 * part of a record, so a record added to the contract is checked from the start.
 */

type Shape = 'one' | 'list' | 'page' | 'body';
type Answer = [method: 'get' | 'post', url: string, shape: Shape, schema: z.ZodType];

const c = contract;
const ANSWERS: Answer[] = [
  // base
  ['get', '/api/system/carrier/list', 'page', c.carrierSchema],
  ['get', '/api/system/carrier/get/:uuid', 'one', c.carrierSchema],
  ['get', '/api/system/driver/list', 'page', c.driverSchema],
  ['get', '/api/system/driver/get/:uuid', 'one', c.driverSchema],
  ['get', '/api/system/transmeansModel/list', 'page', c.vehicleModelSchema],
  ['get', '/api/system/transmeansModel/get/:uuid', 'one', c.vehicleModelSchema],
  ['get', '/api/system/transmeans/list', 'page', c.vehicleSchema],
  ['get', '/api/system/transmeans/get/:uuid', 'one', c.vehicleSchema],
  ['get', '/api/system/client/list', 'page', c.clientSchema],
  ['get', '/api/system/client/get/:uuid', 'one', c.clientSchema],
  ['get', '/api/system/dataGroup/list', 'page', c.dataGroupSchema],
  ['get', '/api/system/zone/list', 'page', c.zoneSchema],
  ['get', '/api/system/transLocation/list', 'page', c.transLocationSchema],
  ['get', '/api/system/contact/list', 'page', c.contactSchema],
  ['get', '/api/system/address/list', 'page', c.addressSchema],
  ['get', '/api/system/item/list', 'page', c.itemSchema],
  ['get', '/api/system/item/get/:uuid', 'one', c.itemSchema],
  ['get', '/api/system/orderType/list', 'page', c.orderTypeSchema],
  ['get', '/api/system/printer/list', 'page', c.printerSchema],
  ['get', '/api/system/printTemplate/list', 'page', c.printTemplateSchema],
  ['get', '/api/system/numberRule/list', 'page', c.numberRuleSchema],
  ['get', '/api/system/numberRule/preview', 'one', c.numberPreviewSchema],
  ['get', '/api/system/route/list', 'page', c.standardRouteSchema],
  ['get', '/api/system/route/get/:uuid', 'one', c.standardRouteSchema],
  ['get', '/api/system/routeGroup/list', 'page', c.routeGroupSchema],
  ['get', '/api/system/routeGroup/get/:id', 'one', c.routeGroupSchema],
  ['get', '/api/system/routeGroupDetail/list', 'page', c.routeGroupDetailSchema],
  ['get', '/api/system/station/list', 'page', c.stationSchema],
  ['get', '/api/system/station/get/:uuid', 'one', c.stationDetailSchema],
  ['get', '/api/system/stationReceiptTime/list', 'list', c.stationLoadRuleSchema],
  ['get', '/api/system/stationMutex/list', 'list', c.stationMutexSchema],
  ['get', '/api/system/integration/list', 'page', c.integrationSchema],
  ['get', '/api/system/integration/pushLog/list', 'page', c.pushLogSchema],
  ['post', '/api/system/integration/save', 'body', c.integrationBody],
  ['get', '/api/system/recyclable/list', 'page', c.recyclableSchema],
  ['get', '/api/system/recyclableMove/list', 'page', c.recyclableMoveSchema],
  ['get', '/api/system/recyclableMove/balance', 'list', c.recyclableBalanceSchema],
  ['get', '/api/system/logisticsPlatform/list', 'page', c.logisticsPlatformSchema],
  ['get', '/api/system/project/list', 'page', c.projectSchema],
  ['get', '/api/system/serviceNetwork/list', 'page', c.serviceNetworkSchema],
  ['get', '/api/system/sop/list', 'page', c.sopSchema],
  ['get', '/api/system/goodsBarcode/list', 'page', c.goodsBarcodeSchema],
  ['get', '/api/system/energy/list', 'page', c.energyRecordSchema],
  ['get', '/api/system/opinion/list', 'page', c.opinionSchema],
  // identity
  ['get', '/api/system/menu/list', 'list', c.menuSchema],
  ['get', '/api/system/menu/treeselect', 'list', c.treeOptionSchema],
  ['get', '/api/system/menu/lanAndSystemCode', 'list', c.navNodeSchema],
  ['get', '/api/system/dept/list', 'list', c.deptSchema],
  ['get', '/api/system/role/list', 'page', c.roleSchema],
  ['get', '/api/system/role/all', 'list', c.roleSchema],
  ['get', '/api/system/role/authUser/allocatedList', 'page', c.userSchema],
  ['get', '/api/system/user/list', 'page', c.userSchema],
  ['get', '/api/system/user/get/:id', 'one', c.userDetailSchema],
  ['get', '/api/system/user/info', 'one', c.currentUserSchema],
  ['get', '/api/system/user/profile', 'one', c.profileSchema],
  ['get', '/api/system/user/permissions', 'one', c.myPermissionsSchema],
  ['get', '/api/monitor/operlog/list', 'page', c.operLogSchema],
  ['get', '/api/monitor/operlog/:id', 'one', c.operLogDetailSchema],
  ['get', '/api/monitor/logininfor/list', 'page', c.loginLogSchema],
  ['get', '/api/monitor/requestlog/list', 'page', c.requestLogSchema],
  ['get', '/api/monitor/online/list', 'page', c.onlineUserSchema],
  // reference
  ['get', '/api/system/oss/list', 'page', c.ossFileSchema],
  ['get', '/api/system/oss/config', 'list', c.ossConfigSchema],
  ['post', '/api/system/oss/saveConfig', 'body', c.ossConfigBody],
  ['get', '/api/system/dispatchCenter/list', 'page', c.dispatchCenterSchema],
  ['get', '/api/system/dispatchCenter/get/:uuid', 'one', c.dispatchCenterSchema],
  ['get', '/api/system/dispatchCenter/dropBox', 'list', c.dispatchCenterOptionSchema],
  ['get', '/api/system/dict/type/list', 'page', c.dictTypeSchema],
  ['get', '/api/system/dict/data/list', 'page', c.dictDataSchema],
  ['get', '/api/system/dict/data/type', 'list', c.dictEntrySchema],
  ['get', '/api/system/menuLanguage/list', 'page', c.menuLanguageSchema],
  ['post', '/api/system/menuLanguage/save', 'body', c.menuLanguageBody],
  ['get', '/api/system/config/list', 'page', c.configSchema],
  ['get', '/api/system/config/get/:id', 'one', c.configSchema],
  ['post', '/api/system/config/save', 'body', c.configBody],
  ['get', '/api/system/sysAuthClient/list', 'page', c.authClientSchema],
  ['post', '/api/system/sysAuthClient/save', 'one', c.createdAuthClientSchema],
  ['post', '/api/system/sysAuthClient/resetSecret/:id', 'one', c.issuedSecretSchema],
  ['get', '/api/system/district/list', 'list', c.districtSchema],
  ['post', '/api/system/district/save', 'body', c.districtBody],
  ['get', '/api/system/appInfo/list', 'page', c.appInfoSchema],
  ['post', '/api/system/appInfo/save', 'body', c.appInfoBody],
  ['get', '/api/system/savedView/list', 'list', c.savedViewSchema],
  ['get', '/api/welcome/day', 'one', c.welcomeDaySchema],
  ['post', '/api/system/savedView/save', 'body', c.savedViewBody],
  // dispatch
  ['get', '/api/order/lineAdjust/draft', 'one', c.lineDraftSchema.nullable()],
  ['post', '/api/order/lineAdjust/draft/save', 'body', c.lineDraftBody],
  ['post', '/api/order/waybill/planning', 'body', c.planningBodySchema],
  ['get', '/api/order/waybill/planning/:jobId', 'one', c.planningStatusSchema],
  ['post', '/api/order/waybill/planning/:jobId/cancel', 'one', c.planningStatusSchema],
  ['get', '/api/order/waybill/planning/fleet', 'one', c.planningFleetSchema],
  ['get', '/api/shipment/shipment/vehicleOptions', 'list', c.vehicleOptionSchema],
  ['post', '/api/shipment/shipment/vehicleNoCheck', 'one', c.vehicleCheckSchema],
  ['get', '/api/public/scan', 'one', c.scanResultSchema.nullable()],
  ['get', '/api/shipment/epod/list', 'one', c.epodShipmentSchema],
  ['post', '/api/shipment/epod/save', 'body', c.epodSaveBodySchema],
  ['post', '/api/shipment/epod/audit', 'body', c.epodAuditBodySchema],
  // monitoring
  ['get', '/api/monitor/alertRule/list', 'page', c.alertRuleViewSchema],
  ['get', '/api/monitor/alertRule/get/:uuid', 'one', c.alertRuleViewSchema],
  ['post', '/api/monitor/alertRule/save', 'body', c.alertRuleBodySchema],
  ['get', '/api/shipment/shipmentAlert/list', 'page', c.shipmentAlertSchema],
  ['post', '/api/shipment/shipmentAlert/deal', 'body', c.alertDealBodySchema],
  ['get', '/api/shipment/exception/eta/list', 'page', c.exceptionEtaSchema],
  ['post', '/api/shipment/exception/eta/deal', 'body', c.exceptionEtaDealBodySchema],
  ['get', '/api/shipment/exception/list', 'page', c.shipmentExceptionSchema],
  ['post', '/api/shipment/exception/handle', 'body', c.shipmentExceptionHandleBodySchema],
  // reporting
  ['get', '/api/shipment/shipment/selectShipmentReport', 'one', c.shipmentReportSchema],
  ['get', '/api/report/dashboard', 'one', c.dashboardSchema],
  ['post', '/api/report/rollup/refresh', 'body', c.rollupRefreshBodySchema],
];

/** Schemas the contract exports as pieces of the records above: checked as part of them. */
const PARTS: z.ZodType[] = [
  c.routeStopSchema,
  c.stationTimeWindowSchema,
  c.stationExTimeWindowSchema,
  c.userWithSettingsSchema,
  c.userDataGroupsSchema,
  c.centerLinkSchema,
  c.permissionGrantSchema,
  c.dictLabelsSchema,
  c.lineDraftSchema,
  c.modelCompartmentSchema,
  c.lineDraftStopSchema,
  c.lineDraftLineSchema,
  c.savedViewPayloadSchema,
  c.shipmentExceptionKindSchema,
  c.shipmentExceptionStatusSchema,
  c.shipmentExceptionHandledSchema,
  c.scanResultSchema,
  c.scanStopSchema,
  c.scanComplianceSchema,
  // The public scan's query string (the route parses it with this very schema).
  c.scanQuerySchema,
  c.epodStatusSchema,
  c.epodImageSchema,
  c.epodLineSchema,
  c.epodWaybillSchema,
  c.epodStopSchema,
  c.epodSavedSchema,
  // The report's and the dashboard's query strings (their routes parse them with these very schemas).
  c.shipmentReportQuerySchema,
  c.shipmentReportRowSchema,
  c.dashboardQuerySchema,
  // What POST /report/rollup/refresh answers (the route's body is held above; one entry per route).
  c.rollupRefreshResultSchema,
];

const wrap: Record<Exclude<Shape, 'body'>, (schema: z.ZodType) => z.ZodType> = {
  one: (schema) => envelope(schema),
  list: (schema) => envelope(z.array(schema)),
  page: (schema) => pageEnvelope(schema),
};

/** The OpenAPI path of a route (fastify's `:id` becomes `{id}`, as @fastify/swagger writes it). */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

const described = (doc: Doc, [method, url, shape]: Answer): unknown => {
  const operation = doc.paths[openApiPath(url)]?.[method];
  return shape === 'body'
    ? operation?.requestBody?.content['application/json']?.schema
    : operation?.responses?.['200']?.content?.['application/json']?.schema;
};

/** The same routes with the contract's schemas, described by a bare app with the app's swagger set-up. */
async function contractDoc(): Promise<Doc> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, { openapi: {}, transform: jsonSchemaTransform });
  for (const [method, url, shape, schema] of ANSWERS) {
    app.route({
      method: method.toUpperCase() as 'GET' | 'POST',
      url,
      schema: shape === 'body' ? { body: schema } : { response: { 200: wrap[shape](schema) } },
      handler: async () => null,
    });
  }
  await app.ready();
  const doc = app.swagger() as unknown as Doc;
  await app.close();
  return doc;
}

let t: TestApp;
let appDoc: Doc;
let expectedDoc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  appDoc = (await t.app.inject({ url: '/api/docs/json' })).json() as Doc;
  expectedDoc = await contractDoc();
});
afterAll(async () => {
  await t.close();
});

describe('the API contract', () => {
  it('every route listed answers (or accepts) exactly the contract record', () => {
    const drifted = ANSWERS.filter((answer) => {
      const actual = described(appDoc, answer);
      return (
        actual === undefined || JSON.stringify(actual) !== JSON.stringify(described(expectedDoc, answer))
      );
    }).map(([method, url, shape]) => `${method} ${url} (${shape})`);
    expect(drifted).toEqual([]);
  });

  it('every schema the contract exports is held to a route or is part of a record', () => {
    const held = new Set<unknown>([...ANSWERS.map(([, , , schema]) => schema), ...PARTS]);
    const unheld = Object.entries(contract)
      .filter(([, value]) => value instanceof z.ZodType && !held.has(value))
      .map(([name]) => name);
    expect(unheld).toEqual([]);
  });

  it('catches a drift: a copy of a record with one field more does not pass for it', async () => {
    const answer: Answer = ['get', '/api/system/driver/list', 'page', c.driverSchema];
    const copy = c.driverSchema.extend({ extra: z.string() });
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(fastifySwagger, { openapi: {}, transform: jsonSchemaTransform });
    app.get(answer[1], { schema: { response: { 200: pageEnvelope(copy) } } }, async () => null);
    await app.ready();
    const drifted = described(app.swagger() as unknown as Doc, answer);
    await app.close();
    expect(JSON.stringify(drifted)).not.toBe(JSON.stringify(described(expectedDoc, answer)));
  });
});
