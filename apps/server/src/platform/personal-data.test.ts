import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { looksMasked, maskPersonal, personalKindOf } from '@tms/domain';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import Fastify, { type InjectOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schema from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { personalDataPlugin } from './personal-data';
import { writeXlsxFile } from './xlsx-export';

/**
 * Personal numbers leave the server masked, as a class: the walks below go over every route the app
 * has (app.routeAccess) and its OpenAPI schemas, so a list, export or save added later is checked
 * without being listed here.
 */

let t: TestApp;
const tokens: Record<string, string> = {};
/** Every personal value stored anywhere (the walks look for these in answers and files). */
const stored = new Set<string>();

type Json = Record<string, unknown>;
type OpenApi = {
  paths: Record<string, Record<string, OpenApiOp>>;
  components?: { schemas?: Record<string, unknown> };
};
type OpenApiOp = {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
let openApi: OpenApi;

/** A valid mainland ID number (checksum included), distinct per seq. */
function mainlandId(seq: number): string {
  const body = `11010519900101${String(seq).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (weights[i] ?? 0), 0);
  return body + ('10X98765432'[sum % 11] ?? '0');
}

/** Every table column whose name the domain rule calls personal. */
function personalColumns() {
  const found: { table: string; column: string; kind: 'phone' | 'idNumber' }[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    for (const [key, column] of Object.entries(getTableColumns(value))) {
      const kind = personalKindOf(key);
      if (kind) found.push({ table: getTableName(value), column: column.name, kind });
    }
  }
  return found;
}

/**
 * Gives every personal column a value where the demo data left it empty (a distinct, valid number per
 * column), so no list can pass for having nothing to mask, and collects every stored value.
 */
async function fillPersonalColumns() {
  let seq = 0;
  for (const { table, column, kind } of personalColumns()) {
    seq += 1;
    const value = kind === 'phone' ? `139${String(seq).padStart(8, '0')}` : mainlandId(seq);
    await t.database.sql.executeSql(`update ${table} set ${column} = $1 where ${column} is null`, [value]);
    const { rows } = await t.database.sql.executeSql(
      `select distinct ${column} as v from ${table} where ${column} is not null and ${column} <> ''`,
    );
    for (const row of rows as { v: string }[]) stored.add(row.v);
  }
}

/** Runs of characters a phone or ID number is made of, as they may sit inside a longer text. */
const NUMBER_RUN = /[0-9A-Za-z+()-]{5,}/g;

/** Full stored personal values found anywhere in a JSON answer or a sheet, with where they were. */
function leaksIn(value: unknown, path = '$', out: string[] = []): string[] {
  if (typeof value === 'string') {
    const hits = [value, ...(value.match(NUMBER_RUN) ?? [])].filter((v) => stored.has(v));
    if (hits.length > 0) out.push(`${path}=${value}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      leaksIn(item, `${path}[${i}]`, out);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) leaksIn(item, `${path}.${key}`, out);
  }
  return out;
}

/** Values of personally named fields in a JSON answer: [path, value]. */
function personalValues(value: unknown, path = '$', field = '', out: [string, string][] = []) {
  if (typeof value === 'string') {
    if (value && personalKindOf(field)) out.push([path, value]);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      personalValues(item, `${path}[${i}]`, field, out);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) personalValues(item, `${path}.${key}`, key, out);
  }
  return out;
}

function resolveRef(node: unknown): unknown {
  const ref = (node as { $ref?: string } | null)?.$ref;
  if (!ref) return node;
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], openApi);
}

/** Names of personally named properties anywhere in an OpenAPI schema. */
function personalFieldsOf(node: unknown, seen = new Set<unknown>(), out = new Set<string>()): Set<string> {
  const at = resolveRef(node) as Json | undefined;
  if (!at || typeof at !== 'object' || seen.has(at)) return out;
  seen.add(at);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const option of (at[key] as unknown[] | undefined) ?? []) personalFieldsOf(option, seen, out);
  }
  if (at.items) personalFieldsOf(at.items, seen, out);
  if (at.additionalProperties && typeof at.additionalProperties === 'object') {
    personalFieldsOf(at.additionalProperties, seen, out);
  }
  for (const [name, property] of Object.entries((at.properties as Json | undefined) ?? {})) {
    if (personalKindOf(name)) out.add(name);
    personalFieldsOf(property, seen, out);
  }
  return out;
}

/** The OpenAPI operation of a route (fastify :param -> OpenAPI {param}). */
function operationOf(method: string, url: string): OpenApiOp | undefined {
  return openApi.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
}

function responseFields(method: string, url: string): Set<string> {
  const op = operationOf(method, url);
  return personalFieldsOf(op?.responses?.['200']?.content?.['application/json']?.schema);
}

function bodyFields(method: string, url: string): Set<string> {
  const op = operationOf(method, url);
  return personalFieldsOf(op?.requestBody?.content?.['application/json']?.schema);
}

function contentType(response: { headers: Record<string, unknown> }): string {
  return String(response.headers['content-type'] ?? '');
}

async function inject(method: InjectOptions['method'], url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

async function firstRow(url: string): Promise<Json | undefined> {
  const response = await inject(
    'GET',
    `${url}${url.includes('?') ? '&' : '?'}pageSize=1`,
    tokens.admin ?? '',
  );
  if (!contentType(response).includes('json')) return undefined;
  const data = (response.json() as { data?: unknown }).data;
  return (Array.isArray(data) ? data[0] : undefined) as Json | undefined;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'auditor', 'zhou.carrier']) tokens[user] = await t.login(user);
  await fillPersonalColumns();
  openApi = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The routes that may answer full personal numbers: the detail calls behind edit forms. */
const FULL_READS = new Set([
  'GET /api/system/user/get/:id',
  'GET /api/system/user/profile',
  'GET /api/system/dept/get/:id',
  'GET /api/system/dispatchCenter/get/:uuid',
  'GET /api/system/client/get/:uuid',
  'GET /api/system/contact/get/:uuid',
  'GET /api/system/station/get/:uuid',
  'GET /api/system/carrier/get/:uuid',
  'GET /api/system/driver/get/:uuid',
  'GET /api/system/transmeans/get/:uuid',
  'GET /api/system/logisticsPlatform/get/:uuid',
]);

/** Values for parameters a route requires, by name; a route-specific record key by url prefix. */
let samples: Record<string, string> = {};
let recordByPrefix: [string, string][] = [];

async function loadSamples() {
  const first = async (url: string, field = 'uuid') => String((await firstRow(url))?.[field] ?? '');
  const shipment = await printableShipment();
  const waybill = await first('/api/order/waybill/list');
  const station = await first('/api/system/station/list');
  const carrier = await first('/api/system/carrier/list');
  samples = {
    userId: '2',
    roleId: '1',
    dataGroupId: await dataGroupWithClients(),
    ids: shipment,
    shipmentId: shipment,
    shipmentIds: shipment,
    uuid: shipment,
    uuidList: waybill,
    stationId: station,
    carrierId: carrier,
    carrierIds: carrier,
    dictType: 'sys_user_sex',
    modular: 'base-driver',
    createBegin: '2000-01-01 00:00:00',
    createEnd: '2100-01-01 00:00:00',
    // The public scan page's code: a shipment's, so its driver shows (masked).
    code: await shipmentWithDriver(),
    // A report's period: the demo's days.
    beginDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
    endDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  };
  // Detail calls of records whose list is not /list beside them, or where a particular record is wanted
  // (user 2: user 1 is the super administrator, whom the user screens never change).
  recordByPrefix = [
    ['/api/system/user/get/', '2'],
    ['/api/system/dept/get/', '111'],
    ['/api/shipment/shipment/', shipment],
    ['/api/order/waybill/', waybill],
  ];
}

/** A data group some clients are bound to (the lists by data group show nothing for an empty one). */
async function dataGroupWithClients(): Promise<string> {
  const groups = (
    await inject('GET', '/api/system/dataGroup/list?pageSize=100', tokens.admin ?? '')
  ).json() as {
    data: Json[];
  };
  for (const group of groups.data) {
    const url = `/api/system/client/listByDatagroup?dataGroupId=${String(group.uuid)}`;
    const clients = (await inject('GET', url, tokens.admin ?? '')).json() as { data?: unknown[] };
    if ((clients.data?.length ?? 0) > 0) return String(group.uuid);
  }
  return '';
}

/** A shipment with goods and a driver, so its printed forms have personal numbers to mask. */
async function printableShipment(): Promise<string> {
  const page = (
    await inject('GET', '/api/shipment/shipment/selectPage?pageSize=100', tokens.admin ?? '')
  ).json() as {
    data: Json[];
  };
  for (const row of page.data) {
    const url = `/api/shipment/shipment/goodsPrintNew?ids=${String(row.uuid)}`;
    const print = (await inject('GET', url, tokens.admin ?? '')).json() as unknown;
    if (personalValues(print).length > 0) return String(row.uuid);
  }
  return String(page.data[0]?.uuid ?? '');
}

/** A shipment in transit whose driver's mobile is known: the scan page shows it masked. */
async function shipmentWithDriver(): Promise<string> {
  const page = (
    await inject('GET', '/api/shipment/shipment/selectPage?status=T&pageSize=100', tokens.admin ?? '')
  ).json() as { data: Json[] };
  const row =
    page.data.find((r) => typeof r.mainDriverMobile === 'string' && r.mainDriverMobile) ?? page.data[0];
  return String(row?.shipmentCode ?? '');
}

/** Optional query parameters a list needs to show anything. */
const OPTIONAL_SAMPLES = ['dataGroupId'];

/** The route's URL with its path and required query parameters filled in, or null when unknown. */
async function urlOf(method: string, route: string): Promise<string | null> {
  let url = route;
  for (const [, param] of route.matchAll(/:(\w+)/g)) {
    const byPrefix = recordByPrefix.find(([prefix]) => route.startsWith(prefix))?.[1];
    const list = route.replace(/\/get\/:\w+$/, '/list');
    const row = !byPrefix && list !== route ? await firstRow(list) : undefined;
    const value = byPrefix ?? row?.[param as string] ?? row?.uuid ?? row?.id ?? samples[param as string];
    if (value === undefined || value === '') return null;
    url = url.replace(`:${param}`, encodeURIComponent(String(value)));
  }
  const query: string[] = [];
  for (const p of operationOf(method, route)?.parameters ?? []) {
    if (p.in !== 'query' || !(p.required || OPTIONAL_SAMPLES.includes(p.name))) continue;
    const value = samples[p.name];
    if (value === undefined) {
      if (p.required) return null;
      continue;
    }
    query.push(`${p.name}=${encodeURIComponent(value)}`);
  }
  return query.length > 0 ? `${url}?${query.join('&')}` : url;
}

type Answer = { key: string; code: number; personal: [string, string][]; leaks: string[] };

/** Every GET route answering JSON, called as `user`; routes whose parameters are unknown are skipped. */
async function walkJsonAnswers(user: string): Promise<{ answers: Answer[]; skipped: string[] }> {
  const answers: Answer[] = [];
  const skipped: string[] = [];
  for (const route of t.app.routeAccess) {
    // Public routes too: what anyone may read must be masked all the more (the scan page).
    if (route.method !== 'GET') continue;
    const key = `${route.method} ${route.url}`;
    const url = await urlOf(route.method, route.url);
    if (!url) {
      skipped.push(key);
      continue;
    }
    const response = await inject('GET', url, tokens[user] ?? '');
    if (!contentType(response).includes('application/json')) continue;
    const body = response.json() as { code: number };
    answers.push({ key, code: body.code, personal: personalValues(body), leaks: leaksIn(body) });
  }
  return { answers, skipped };
}

beforeAll(loadSamples);

describe('every JSON answer holds personal numbers masked', () => {
  it('to the administrator, except the detail calls behind edit forms', async () => {
    const { answers, skipped } = await walkJsonAnswers('admin');
    const unmasked = answers
      .filter((a) => !FULL_READS.has(a.key))
      .flatMap((a) => [
        ...a.leaks.map((leak) => `${a.key}: ${leak}`),
        ...a.personal.filter(([, v]) => !looksMasked(v)).map(([path, v]) => `${a.key}: ${path}=${v}`),
      ]);
    expect(unmasked).toEqual([]);

    // Not vacuous: every GET route whose response schema names a personal field was called and
    // answered at least one such value (the demo data plus fillPersonalColumns give every one).
    const answered = new Set(answers.filter((a) => a.code === 0 && a.personal.length > 0).map((a) => a.key));
    const unchecked = t.app.routeAccess
      .filter((r) => responseFields(r.method, r.url).size > 0)
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !answered.has(key));
    expect(unchecked, `give these routes a sample in loadSamples; skipped: ${skipped.join(', ')}`).toEqual(
      [],
    );

    // The detail calls do answer the administrator in full.
    const full = answers.filter((a) => FULL_READS.has(a.key) && a.leaks.length > 0).map((a) => a.key);
    expect(full.sort()).toEqual([...FULL_READS].sort());
  }, 120_000);

  it('to the read-only auditor everywhere but in their own profile: no edit key, no full detail', async () => {
    const { answers } = await walkJsonAnswers('auditor');
    expect(answers.filter((a) => a.code === 0 && a.personal.length > 0).length).toBeGreaterThan(10);
    const unmasked = answers
      .filter((a) => a.key !== 'GET /api/system/user/profile')
      .flatMap((a) => [
        ...a.leaks.map((leak) => `${a.key}: ${leak}`),
        ...a.personal.filter(([, v]) => !looksMasked(v)).map(([path, v]) => `${a.key}: ${path}=${v}`),
      ]);
    expect(unmasked).toEqual([]);
  }, 120_000);

  it('to carrier staff in the driver list, in full only in the detail of a driver they may edit', async () => {
    const carrier = tokens['zhou.carrier'] ?? '';
    const list = (await inject('GET', '/api/system/driver/list?pageSize=100', carrier)).json() as {
      code: number;
      data: Json[];
    };
    expect(list.code).toBe(0);
    expect(list.data.length).toBeGreaterThan(0);
    for (const row of list.data) {
      expect(row.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
      expect(row.idCard).toMatch(/^\w{6}\*+\w{4}$/);
      expect(row.licenseNumber).toMatch(/\*/);
      expect(leaksIn(row)).toEqual([]);
    }
    const own = String(list.data[0]?.uuid);
    const detail = (await inject('GET', `/api/system/driver/get/${own}`, carrier)).json() as { data: Json };
    expect(stored.has(String(detail.data.mobile))).toBe(true);
    expect(stored.has(String(detail.data.idCard))).toBe(true);

    const { answers } = await walkJsonAnswers('zhou.carrier');
    const unmasked = answers
      .filter(
        (a) =>
          ![
            'GET /api/system/driver/get/:uuid',
            'GET /api/system/transmeans/get/:uuid',
            'GET /api/system/user/profile',
          ].includes(a.key),
      )
      .flatMap((a) => a.leaks.map((leak) => `${a.key}: ${leak}`));
    expect(unmasked).toEqual([]);
  }, 120_000);
});

type OperLogRow = { oper_name: string; oper_url: string; oper_param: string; title: string };

async function revealLogs(): Promise<OperLogRow[]> {
  const { rows } = await t.database.sql.executeSql(
    `select oper_name, oper_url, oper_param, title from sys_oper_log where business_type = 'REVEAL' order by id`,
  );
  return rows as OperLogRow[];
}

describe('the detail behind an edit form answers in full only to a caller who may edit, and logs it', () => {
  it('writes one operation-log entry per full read, naming the fields but never their values', async () => {
    for (const key of FULL_READS) {
      const route = key.slice('GET '.length);
      const url = await urlOf('GET', route);
      if (!url) throw new Error(`no sample for ${key}`);
      const before = (await revealLogs()).length;

      const full = (await inject('GET', url, tokens.admin ?? '')).json() as Json;
      expect(leaksIn(full).length, key).toBeGreaterThan(0);
      const logs = await revealLogs();
      expect(logs.length, key).toBe(before + 1);
      const entry = logs.at(-1);
      expect(entry).toMatchObject({ oper_name: 'admin', oper_url: url.split('?')[0] });
      const fields = (JSON.parse(entry?.oper_param ?? '{}') as { fields: string[] }).fields;
      expect(fields.length).toBeGreaterThan(0);
      expect(fields.every((f) => personalKindOf(f))).toBe(true);
      expect(leaksIn(entry)).toEqual([]);

      // The auditor may read the record but not edit it: masked, and nothing to log.
      if (route !== '/api/system/user/profile') {
        const masked = (await inject('GET', url, tokens.auditor ?? '')).json() as Json;
        expect(masked.code, key).toBe(0);
        expect(leaksIn(masked), key).toEqual([]);
        expect(personalValues(masked).length, key).toBeGreaterThan(0);
        expect((await revealLogs()).length, key).toBe(before + 1);
      }
    }
  }, 60_000);

  it("answers carrier staff another carrier's driver as not found instead of answering it", async () => {
    const carrier = tokens['zhou.carrier'] ?? '';
    const own = (await inject('GET', '/api/system/driver/list?pageSize=500', carrier)).json() as {
      data: Json[];
    };
    const ownIds = new Set(own.data.map((d) => d.uuid));
    const all = (await inject('GET', '/api/system/driver/list?pageSize=500', tokens.admin ?? '')).json() as {
      data: Json[];
    };
    const other = all.data.find((d) => !ownIds.has(d.uuid));
    if (!other) throw new Error('the demo data has drivers of one carrier only');
    const response = await inject('GET', `/api/system/driver/get/${String(other.uuid)}`, carrier);
    // Outside the caller's carriers a record does not exist for them: its id tells nothing.
    expect(response.json()).toMatchObject({ code: 404, data: null });
    expect(leaksIn(response.json())).toEqual([]);
  });
});

/** Every string cell of every sheet in an xlsx file. */
async function cellsOf(payload: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const sheet of book.worksheets) {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(cell.text);
      });
    });
  }
  return cells;
}

describe('every export writes personal numbers masked', () => {
  it('in each list export the app has, whatever its columns', async () => {
    // PDFs are printed forms, built from the print data the JSON walk checks (masked where it is read).
    const exports = t.app.routeAccess.filter((r) => /export/i.test(r.url) && !/pdf/i.test(r.url));
    const leaks: string[] = [];
    let masked = 0;
    let files = 0;
    for (const route of exports) {
      const url = await urlOf(route.method, route.url);
      if (!url) throw new Error(`no sample for ${route.method} ${route.url}`);
      const response = await inject(
        route.method as InjectOptions['method'],
        url,
        tokens.admin ?? '',
        route.method === 'GET' ? undefined : {},
      );
      const type = contentType(response);
      if (type.includes('application/json')) {
        // The download-center exports answer a task id; their file is written by the same writer
        // (checked below through writeXlsxFile).
        const body = response.json() as { code: number; data?: { taskId?: unknown } };
        expect(body.code, `${route.method} ${route.url}`).toBe(0);
        expect(body.data?.taskId, `${route.method} ${route.url}`).toBeDefined();
        continue;
      }
      expect(type, `${route.method} ${route.url}`).toContain('spreadsheetml');
      files += 1;
      for (const cell of await cellsOf(response.rawPayload)) {
        leaks.push(...leaksIn(cell, `${route.url}`));
        if (/\*{4}/.test(cell)) masked += 1;
      }
    }
    expect(leaks).toEqual([]);
    expect(files).toBeGreaterThan(10);
    expect(masked).toBeGreaterThan(0);
  }, 120_000);

  it('in a download-center file written row by row', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tms-personal-'));
    try {
      const outputPath = path.join(dir, 'out.xlsx');
      await writeXlsxFile({
        outputPath,
        sheetName: 'Drivers',
        columns: [
          { header: 'Name', value: (r: Json) => String(r.name) },
          { header: 'Mobile', value: (r: Json) => String(r.mobile) },
          { header: 'ID', value: (r: Json) => String((r.papers as Json).idCard) },
        ],
        rows: (async function* () {
          yield { name: '王师傅', mobile: '13812345678', papers: { idCard: '310101199001011234' } };
        })(),
        total: 1,
        reportProgress: async () => {},
      });
      expect(await cellsOf(readFileSync(outputPath))).toEqual([
        'Name',
        'Mobile',
        'ID',
        '王师傅',
        '138****5678',
        '310101********1234',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

type Save = {
  /** The detail call the edit form loads (answers the administrator in full). */
  detail: string;
  update: string;
  /** The create call, refusing a masked value outright (a new record has no stored number). */
  create?: string;
  /** The update body the edit form would send, from the detail's data. */
  body: (data: Json) => Json;
  /** The key field dropped for a create. */
  key?: string;
  /** Who saves (the profile is the caller's own). */
  as?: string;
};

/** The first record of a list (the first one `fits`, when given) that the edit form could save. */
async function firstUuid(list: string, fits: (row: Json) => boolean = () => true): Promise<string> {
  const page = (await inject('GET', `${list}?pageSize=200`, tokens.admin ?? '')).json() as { data: Json[] };
  return String(page.data.find(fits)?.uuid);
}

/** An image file for the driver saves. */
let imageId: string | undefined;
async function licenceImage(): Promise<string> {
  if (imageId) return imageId;
  const [file] = await t.database.db
    .insert(schema.ossFiles)
    .values({
      fileName: 'a.png',
      originalName: 'licence.png',
      fileSuffix: 'png',
      url: '',
      size: 10,
      contentType: 'image/png',
    })
    .returning({ id: schema.ossFiles.id });
  imageId = String(file?.id);
  return imageId;
}

/** Every save whose body carries a personal number, with the detail its form loads from. */
async function saves(): Promise<Save[]> {
  const same = (data: Json) => data;
  const image = await licenceImage();
  const base = async (entity: string, fits?: (row: Json) => boolean): Promise<Save> => ({
    detail: `/api/system/${entity}/get/${await firstUuid(`/api/system/${entity}/list`, fits)}`,
    update: `/api/system/${entity}/update`,
    create: `/api/system/${entity}/save`,
    body: same,
    key: 'uuid',
  });
  return [
    {
      detail: '/api/system/user/get/2',
      update: '/api/system/user/update',
      create: '/api/system/user/save',
      body: (d) => ({
        ...(d.user as Json),
        roleIds: d.roleIds,
        dataGroups: d.dataGroups,
        dispatchCenters: d.dispatchCenters,
      }),
      key: 'id',
    },
    {
      detail: '/api/system/user/profile',
      update: '/api/system/user/profile/update',
      body: (d) => d.user as Json,
      as: 'zhang.wei',
    },
    {
      detail: '/api/system/dept/get/111',
      update: '/api/system/dept/update',
      create: '/api/system/dept/save',
      body: same,
      key: 'id',
    },
    { ...(await base('dispatchCenter')), detail: '/api/system/dispatchCenter/get/dc-sh' },
    await base('client'),
    await base('contact'),
    await base('station'),
    await base('carrier'),
    await base('logisticsPlatform'),
    // A driver saves only with the licence image, which the demo drivers lack.
    { ...(await base('driver')), body: (d) => ({ ...d, licenseImages: [image] }) },
    // A vehicle saves only with its licence and insurance pictures, which the demo vehicles lack.
    {
      ...(await base('transmeans')),
      body: (d) => ({
        ...d,
        drivingLicenseFront: [image],
        drivingLicenseBack: [image],
        insuranceFiles: [image],
      }),
    },
  ];
}

/** The body with each personal value replaced by what a list shows for it. */
function maskedBody(body: Json, fields: Set<string>): Json {
  const out: Json = { ...body };
  for (const field of fields) {
    const value = body[field];
    const kind = personalKindOf(field);
    if (kind && typeof value === 'string' && value) out[field] = maskPersonal(kind, value);
  }
  return out;
}

describe('a save holding a masked value keeps the stored number, never the stars', () => {
  it('covers every save whose body names a personal field', async () => {
    const known = new Set((await saves()).flatMap((s) => [s.update, s.create].filter(Boolean)));
    // Calls that carry a phone without saving it: an SMS code request and sign-in, an export's filter.
    const notSaves = new Set(['/api/account/sms', '/api/auth/login/sms', '/api/system/user/export']);
    const uncovered = t.app.routeAccess
      .filter((r) => r.method !== 'GET' && bodyFields(r.method, r.url).size > 0)
      .map((r) => r.url)
      .filter((url) => !known.has(url) && !notSaves.has(url));
    expect(uncovered).toEqual([]);
  });

  it('resolves the masked echo of every personal field to the stored value on update', async () => {
    for (const save of await saves()) {
      const token = tokens[save.as ?? 'admin'] ?? (await t.login(save.as));
      tokens[save.as ?? 'admin'] = token;
      const before = (await inject('GET', save.detail, token)).json() as { data: Json };
      const body = save.body(before.data);
      const fields = new Set(
        [...bodyFields('POST', save.update)].filter((f) => typeof body[f] === 'string' && body[f]),
      );
      expect(fields.size, save.update).toBeGreaterThan(0);
      for (const f of fields) expect(stored.has(String(body[f])), `${save.update} ${f}`).toBe(true);

      const masked = maskedBody(body, fields);
      const response = (await inject('POST', save.update, token, masked)).json() as {
        code: number;
        msg: string;
      };
      expect(response, save.update).toMatchObject({ code: 0 });

      const after = save.body(((await inject('GET', save.detail, token)).json() as { data: Json }).data);
      for (const f of fields) expect(after[f], `${save.update} ${f}`).toBe(body[f]);
    }
  }, 60_000);

  it('refuses a masked value that was edited, or sent for a new record', async () => {
    for (const save of await saves()) {
      const token = tokens[save.as ?? 'admin'] ?? '';
      const data = ((await inject('GET', save.detail, token)).json() as { data: Json }).data;
      const body = save.body(data);
      const field = [...bodyFields('POST', save.update)].find((f) => typeof body[f] === 'string' && body[f]);
      if (!field) throw new Error(`no personal value in ${save.detail}`);
      const kind = personalKindOf(field) ?? 'phone';
      const original = String(body[field]);
      // The user typed over the visible digits of the masked text: not the stored number's mask.
      const edited = maskPersonal(kind, `${original.slice(0, -1)}${original.endsWith('0') ? '1' : '0'}`);
      const refused = (await inject('POST', save.update, token, { ...body, [field]: edited })).json() as Json;
      expect(refused, save.update).toMatchObject({ code: 500 });
      expect(String(refused.msg), save.update).toContain(edited);

      if (save.create && save.key) {
        const { [save.key]: _key, ...fresh } = maskedBody(body, new Set([field]));
        const created = (
          await inject('POST', save.create, token, { ...fresh, password: 'admin123' })
        ).json() as Json;
        expect(created, save.create).toMatchObject({ code: 500 });
        expect(String(created.msg), save.create).toContain(String(fresh[field]));
      }
    }
    // Nothing anywhere holds stars.
    for (const { table, column } of personalColumns()) {
      const { rows } = await t.database.sql.executeSql(
        `select count(*)::int as n from ${table} where ${column} like '%*%'`,
      );
      expect((rows[0] as { n: number }).n, `${table}.${column}`).toBe(0);
    }
  }, 60_000);
});

describe('an import holding a masked number saves nothing', () => {
  it('reports the masked cell (an export pasted back), whatever the area checks of the column', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('drivers');
    sheet.addRow(['Carrier', 'Code', 'Name', 'Mobile', 'Licence number']);
    sheet.addRow(['CR01', 'IMPM01', '王小明', '13900001111', '110105********0011']);
    const content = Buffer.from(await book.xlsx.writeBuffer());
    const boundary = `----tms${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="drivers.xlsx"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/system/driver/importData',
      headers: {
        authorization: `Bearer ${tokens.admin}`,
        lang: 'en-US',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    const body = response.json() as { code: number; data: { row: number; field: string; message: string }[] };
    expect(body.code).toBe(500);
    expect(body.data).toEqual([
      {
        row: 2,
        field: 'licenseNumber',
        message: expect.stringContaining('110105********0011') as unknown as string,
      },
    ]);
    const { rows } = await t.database.sql.executeSql(
      `select count(*)::int as n from base_driver where code = 'IMPM01'`,
    );
    expect((rows[0] as { n: number }).n).toBe(0);
  });
});

describe('the masking hook, whatever a route answers', () => {
  it('masks answers without a schema or with an open part, and needs no walk where the schema names none', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(personalDataPlugin, { db: t.database.db });
    const row = { name: '王师傅', mobile: '13812345678' };
    app.get('/api/plain', async () => ({ code: 0, data: row }));
    app.get(
      '/api/open',
      { schema: { response: { 200: z.object({ code: z.number(), data: z.unknown() }) } } },
      async () => ({
        code: 0,
        data: row,
      }),
    );
    // The serializer keeps only the keys the schema names: an undeclared phone never leaves.
    app.get(
      '/api/closed',
      { schema: { response: { 200: z.object({ code: z.number(), data: z.object({ name: z.string() }) }) } } },
      async () => ({ code: 0, data: row }),
    );
    for (const [url, data] of [
      ['/api/plain', { name: '王师傅', mobile: '138****5678' }],
      ['/api/open', { name: '王师傅', mobile: '138****5678' }],
      ['/api/closed', { name: '王师傅' }],
    ] as const) {
      expect((await app.inject({ method: 'GET', url })).json(), url).toEqual({ code: 0, data });
    }
    expect(row.mobile).toBe('13812345678');
    await app.close();
  });
});
