import fc from 'fast-check';
import { encode, garbageNumber, garbageText, garbageValue, type RawBody, rawBody } from './fuzz-garbage';

/**
 * Malformed requests for every operation of the app's own OpenAPI document. Each request starts from a
 * plausible one (so validation passes often enough to reach the use cases) and has garbage put in at
 * random places: NUL bytes, numbers too large for any column, wrong types, very long or odd unicode
 * text, deep nesting, huge arrays, invalid JSON and the wrong content types (multipart among them).
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };

type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path template, e.g. /api/system/station/get/{uuid}. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: Schema | undefined;
};

export type FuzzRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress?: string;
};

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/**
 * A plausible value of the schema (not always valid: patterns and cross-field rules are not solved). With
 * `scatter`, garbage may replace any nested value too.
 */
function plausible(schema: Schema | undefined, depth: number, scatter = false): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const child = (s: Schema | undefined) => (scatter ? withGarbage(s, depth + 1) : plausible(s, depth + 1));
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((v) => plausible(v, depth, scatter)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  const type = types.find((t) => t !== 'null') ?? types[0];
  let arbitrary: fc.Arbitrary<unknown>;
  switch (type) {
    case 'integer':
    case 'number': {
      const low = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const high = typeof schema.maximum === 'number' ? schema.maximum : low + 40;
      const integral = type === 'integer' || high - low > 100 || !Number.isFinite(high - low);
      arbitrary = integral
        ? fc.integer({
            min: Math.ceil(low),
            max: Math.max(Math.ceil(low), Math.floor(Math.min(high, low + 1000))),
          })
        : fc.double({ min: low, max: high, noNaN: true });
      break;
    }
    case 'boolean':
      arbitrary = fc.boolean();
      break;
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.max(min, Math.min(schema.maxItems ?? 3, min + 3));
      arbitrary =
        depth > 6 ? fc.constant([]) : fc.array(child(schema.items), { minLength: min, maxLength: max });
      break;
    }
    case 'object': {
      if (depth > 6) {
        arbitrary = fc.constant({});
        break;
      }
      const properties = schema.properties ?? {};
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) shape[name] = child(property);
      arbitrary = fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
      break;
    }
    default: {
      const min = schema.minLength ?? 0;
      const max = Math.max(min, Math.min(schema.maxLength ?? 12, 24));
      let text: fc.Arbitrary<string> = fc.string({ minLength: min, maxLength: max });
      if (schema.pattern) {
        const pattern = safePattern(schema.pattern);
        if (pattern) {
          text = fc
            .stringMatching(pattern)
            .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? 200));
        }
      }
      arbitrary = schema.pattern
        ? text
        : fc.oneof(
            text,
            fc.constantFrom('1', '2', 'admin', 'SH001', '2024-01-01', '2024-01-01 08:00:00', '08:00'),
          );
    }
  }
  return schema.nullable || types.includes('null') ? fc.option(arbitrary, { nil: null, freq: 6 }) : arbitrary;
}

function safePattern(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/** Garbage aimed at the schema's type (numbers past every column's range for numbers), or of any shape. */
function garbageFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const types = schema ? typesOf(schema) : [];
  if (types.includes('integer') || types.includes('number')) {
    return fc.oneof({ weight: 3, arbitrary: garbageNumber }, { weight: 1, arbitrary: garbageValue });
  }
  if (types.includes('string')) {
    return fc.oneof({ weight: 3, arbitrary: garbageText }, { weight: 1, arbitrary: garbageValue });
  }
  return garbageValue;
}

/** A plausible value most of the time; garbage in about one place in five. */
function withGarbage(schema: Schema | undefined, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: plausible(schema, depth) },
    { weight: 1, arbitrary: garbageFor(schema) },
  );
}

/** How a value travels in a URL. */
function asText(value: unknown): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'number'
      ? String(value)
      : JSON.stringify(value);
}

/** A path segment: the raw text after encoding, or a malformed escape as such. */
const garbageSegment = fc.oneof(
  { weight: 4, arbitrary: garbageText.map((s) => encode(s.slice(0, 90)) || '%20') },
  { weight: 2, arbitrary: garbageNumber.map((n) => encode(String(n))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%00',
      '%',
      '%zz',
      '%C0%80',
      '%ED%A0%80',
      '..',
      '-1',
      '0',
      '99999999999999999999',
    ),
  },
);

/** A request before it is written out: path values and query pairs still raw text. */
type Draft = {
  path: Record<string, string>;
  /** Already encoded path segments (malformed escapes must survive as they are). */
  encodedPath: Record<string, string>;
  query: [string, string][];
  body: unknown;
  raw?: RawBody;
};

/** A place that can take one fault, and how to put the fault there. */
type Spot = { garbage: fc.Arbitrary<unknown>; apply: (draft: Draft, value: unknown) => Draft };

function plausibleDraft(operation: Operation): fc.Arbitrary<Draft> {
  const path = fc.record(
    Object.fromEntries(
      operation.pathParams.map((p) => [p.name, plausible(p.schema, 1).map((v) => asText(v ?? '1') || '1')]),
    ),
  );
  const query = fc
    .tuple(
      ...operation.query.map((p) =>
        fc.oneof(
          {
            weight: 3,
            arbitrary: plausible(p.schema, 1).map((v) => (v === undefined ? [] : [[p.name, asText(v)]])),
          },
          { weight: 1, arbitrary: fc.constant([]) },
        ),
      ),
    )
    .map((lists) => (lists as [string, string][][]).flat());
  const body =
    operation.method === 'GET' ? fc.constant(undefined) : plausible(operation.body ?? { type: 'object' }, 0);
  return fc
    .record({ path, query, body })
    .map((d) => ({ ...d, path: d.path as Record<string, string>, encodedPath: {} }));
}

/** Every leaf and branch of a plausible body with its schema, as the place for one fault. */
function bodySpots(value: unknown, schema: Schema | undefined, at: (string | number)[], out: Spot[]): void {
  out.push({
    garbage: garbageFor(schema),
    apply: (draft, garbage) => ({ ...draft, body: setAt(draft.body, at, garbage) }),
  });
  if (value === null || typeof value !== 'object' || !schema) return;
  const variant =
    schema.anyOf?.find((s) => typesOf(s).includes(Array.isArray(value) ? 'array' : 'object')) ?? schema;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      bodySpots(item, variant.items, [...at, i], out);
    });
  } else {
    for (const [key, item] of Object.entries(value))
      bodySpots(item, variant.properties?.[key], [...at, key], out);
  }
}

function setAt(root: unknown, at: (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1] as string | number] = value;
  return copy;
}

function spotsOf(operation: Operation, draft: Draft): Spot[] {
  const spots: Spot[] = [];
  for (const param of operation.pathParams) {
    spots.push({
      garbage: fc.oneof(
        garbageSegment,
        garbageFor(param.schema).map((v) => encode(asText(v)) || '%20'),
      ),
      apply: (d, v) => ({ ...d, encodedPath: { ...d.encodedPath, [param.name]: String(v) } }),
    });
  }
  for (const param of operation.query) {
    spots.push({
      garbage: fc.oneof(
        garbageFor(param.schema).map((v) => [[param.name, asText(v)]]),
        fc.tuple(garbageText, garbageText).map(([a, b]) => [
          [param.name, a],
          [param.name, b],
        ]),
      ),
      apply: (d, pairs) => ({
        ...d,
        query: [...d.query.filter(([k]) => k !== param.name), ...(pairs as [string, string][])],
      }),
    });
  }
  spots.push({
    garbage: fc.tuple(fc.constantFrom('x', 'ids', 'lang', '__proto__', 'a[b]', 'orderByColumn'), garbageText),
    apply: (d, pair) => ({ ...d, query: [...d.query, pair as [string, string]] }),
  });
  if (operation.method !== 'GET') {
    bodySpots(draft.body, operation.body, [], spots);
    spots.push({ garbage: rawBody, apply: (d, raw) => ({ ...d, raw: raw as RawBody }) });
  }
  return spots;
}

/** A plausible request with exactly one fault: the fault is what validation or the use case meets. */
function oneFault(operation: Operation): fc.Arbitrary<Draft> {
  return plausibleDraft(operation).chain((draft) => {
    const spots = spotsOf(operation, draft);
    return fc.integer({ min: 0, max: spots.length - 1 }).chain((i) => {
      const spot = spots[i] as Spot;
      return spot.garbage.map((value) => spot.apply(draft, value));
    });
  });
}

/** A request with garbage scattered over the path, the query and the body. */
function scattered(operation: Operation): fc.Arbitrary<Draft> {
  return fc
    .tuple(
      plausibleDraft(operation),
      operation.method === 'GET'
        ? fc.constant(undefined)
        : withGarbage(operation.body ?? { type: 'object' }, 0),
      fc.array(fc.tuple(fc.constantFrom(...operation.query.map((p) => p.name), 'x'), garbageText), {
        maxLength: 3,
      }),
      fc.option(rawBody, { freq: 5 }),
    )
    .map(([draft, body, pairs, raw]) => ({
      ...draft,
      body,
      query: [...draft.query, ...pairs],
      ...(raw && operation.method !== 'GET' ? { raw } : {}),
    }));
}

function write(operation: Operation, draft: Draft, lang: string, token: string | undefined): FuzzRequest {
  let url = operation.path;
  for (const param of operation.pathParams) {
    const segment = draft.encodedPath[param.name] ?? (encode(draft.path[param.name] ?? '1') || '1');
    url = url.replace(`{${param.name}}`, segment);
  }
  if (draft.query.length > 0) url += `?${draft.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}`;
  const headers: Record<string, string> = { lang };
  if (token) headers.authorization = `Bearer ${token}`;
  if (operation.method === 'GET') return { method: operation.method, url, headers };
  const raw = draft.raw ?? { type: 'application/json', payload: JSON.stringify(draft.body ?? {}) ?? 'null' };
  if (raw.type) headers['content-type'] = raw.type;
  return { method: operation.method, url, headers, payload: raw.payload };
}

/** Requests for one operation; `token` adds a bearer header. */
export function requestsFor(operation: Operation, token: string | undefined): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.oneof({ weight: 4, arbitrary: oneFault(operation) }, { weight: 1, arbitrary: scattered(operation) }),
      fc.constantFrom('zh-CN', 'en-US', 'zh-HK', 'xx'),
    )
    .map(([draft, lang]) => write(operation, draft, lang, token));
}
