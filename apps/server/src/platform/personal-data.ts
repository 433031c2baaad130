import { hasButton, keepStoredPersonal, looksMasked, maskPersonalFields, personalKindOf } from '@tms/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { operLogs } from '../db/schema';
import { maskParams } from './audit';
import type { Db } from './db';
import { AppError } from './errors';

/**
 * Personal numbers (phones, ID cards, licence and certificate numbers: the domain's personalKindOf)
 * leave the server masked. Masking is the default of every JSON answer rather than a step each list
 * takes, so a list, selector or detail added later is masked without anyone remembering to: the one
 * way to a full value is a route that declares `config.personalData.fullFor` (the detail call behind
 * an edit form), answered in full only to a caller holding one of those edit keys — the use case has
 * already refused a record outside the caller's scope — and only once the read is in the operation
 * log. Files (xlsx exports, PDFs) do not pass through here: platform/xlsx-export.ts masks every
 * exported row, and printed documents mask their rows where they are read.
 */
export const personalDataPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  // Whether a route's success answer can hold a personal field at all, by its response schema (worked
  // out on the route's first answer): the serializer drops every key the schema does not name, so
  // walking answers that cannot would only cost time (the big waybill and pool lists). A route without
  // a schema, or with a part open to anything, is walked.
  const mayHold = new Map<string, boolean>();
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.url.startsWith('/api/')) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    let holds = mayHold.get(route);
    if (holds === undefined) {
      holds = canHoldPersonal(request.routeOptions.schema?.response);
      mayHold.set(route, holds);
    }
    if (!holds) return payload;
    const fields = new Set<string>();
    const masked = maskPersonalFields(payload, fields);
    if (masked === payload) return payload;
    return (await answersInFull(opts.db, request, reply, payload, fields)) ? payload : masked;
  });
});

type JsonSchema = boolean | { [key: string]: unknown };

/** Whether a route's success answer may hold a personal field (true when in doubt). */
function canHoldPersonal(response: unknown): boolean {
  const byStatus = (response ?? {}) as Record<string, unknown>;
  const success = ['200', '2xx', 'default'].map((status) => byStatus[status]).filter(Boolean);
  if (success.length === 0) return true;
  return success.some((schema) => {
    try {
      const json = (
        schema && typeof schema === 'object' && '_zod' in schema
          ? z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any' })
          : schema
      ) as JsonSchema;
      return mayHoldPersonal(json, json, new Set());
    } catch {
      return true;
    }
  });
}

/**
 * A JSON schema may hold a personal field when it names one, or has a part open to anything (`{}`,
 * a record, extra properties allowed, a reference it cannot follow).
 */
function mayHoldPersonal(node: JsonSchema | undefined, root: JsonSchema, seen: Set<unknown>): boolean {
  if (node === undefined || node === true) return true;
  if (node === false || seen.has(node)) return false;
  seen.add(node);
  const ref = node.$ref;
  if (typeof ref === 'string') {
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], root);
    return target === undefined || mayHoldPersonal(target as JsonSchema, root, seen);
  }
  const keys = Object.keys(node).filter((key) => !['$schema', 'description', 'title'].includes(key));
  if (keys.length === 0) return true;
  const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
  if (Object.keys(properties).some((name) => personalKindOf(name))) return true;
  if (node.type === 'object' && node.additionalProperties !== false) {
    if (
      node.additionalProperties === undefined ||
      mayHoldPersonal(node.additionalProperties as JsonSchema, root, seen)
    ) {
      return true;
    }
  }
  if (node.patternProperties || (node.type === 'array' && !node.items && !node.prefixItems)) return true;
  const children: unknown[] = [
    ...Object.values(properties),
    ...(['items', 'not', 'if', 'then', 'else'] as const).map((key) => node[key]).filter(Boolean),
    ...(['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const).flatMap((key) => (node[key] as unknown[]) ?? []),
  ];
  return children.some((child) => mayHoldPersonal(child as JsonSchema, root, seen));
}

async function answersInFull(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  fields: Set<string>,
): Promise<boolean> {
  const config = request.routeOptions.config;
  const rule = config.personalData;
  const caller = request.auth;
  if (!rule || !caller || reply.statusCode >= 400 || (payload as { code?: unknown }).code !== 0) return false;
  if (rule.fullFor !== 'self' && !hasButton({ caller, keys: rule.fullFor })) return false;
  try {
    await db.insert(operLogs).values({
      title: (config.log ? config.log.title : undefined) ?? request.routeOptions.url ?? null,
      businessType: 'REVEAL',
      method: request.routeOptions.url ?? null,
      requestMethod: request.method,
      operName: caller.userName,
      operUrl: (request.url.split('?')[0] ?? request.url).slice(0, 500),
      operIp: request.ip,
      // Which record and which fields were read in full; never the values.
      operParam: JSON.stringify(
        maskParams({ params: request.params, query: request.query, fields: [...fields] }),
      ).slice(0, 4000),
      status: 0,
      costTime: Math.round(reply.elapsedTime),
    });
    return true;
  } catch (err) {
    // An unlogged full read is not allowed: without the log entry the answer stays masked.
    request.log.warn({ err }, 'personal data read log write failed');
    return false;
  }
}

const maskedEcho = z
  .string()
  .trim()
  .max(64)
  .refine(looksMasked, { abort: true })
  .describe('The masked value a list showed: the stored value is kept');

/**
 * A personal field of a save body: what `schema` accepts, or the masked value a list or detail
 * answered (a form filled from it and saved unchanged). The use case resolves the masked value with
 * keepStoredPersonalValues before any other check.
 */
export function orMasked<S extends z.ZodType>(schema: S) {
  return z.union([maskedEcho, schema]);
}

/**
 * A save's input with each masked echo of a personal field put back to the stored value (`stored`:
 * the record being changed, absent for a new one). A masked value that is not the stored one masked
 * is refused: stars are never stored, and an edit made to the masked text is not silently dropped.
 */
export function keepStoredPersonalValues<T extends object>(
  submitted: T,
  stored?: Readonly<Record<string, unknown>> | null,
): T {
  const { values, refused } = keepStoredPersonal(submitted, stored);
  const field = refused[0];
  if (field !== undefined) {
    throw AppError.invalid('common.maskedValue', {
      field,
      value: (submitted as Record<string, unknown>)[field],
    });
  }
  return values;
}
