import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, CODES } from './errors';
import { t } from './i18n';

/** No screen sends JSON nested deeper than this; anything deeper is a hostile or broken client. */
export const MAX_INPUT_DEPTH = 32;

export type InputFault = { kind: 'nul'; field: string } | { kind: 'depth' };

/**
 * The first NUL character (in a value or a key) or a nesting deeper than `maxDepth`. PostgreSQL text
 * cannot hold NUL, so a string carrying one would fail in SQL; the walk keeps its own stack, so a
 * hostile body cannot overflow the call stack.
 */
export function findInputFault(input: unknown, maxDepth = MAX_INPUT_DEPTH): InputFault | null {
  const stack: { value: unknown; field: string; depth: number }[] = [{ value: input, field: '', depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, field, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul', field };
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= maxDepth) return { kind: 'depth' };
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, item] of entries) {
      const at = field ? `${field}.${key}` : String(key);
      if (typeof key === 'string' && key.includes('\u0000')) return { kind: 'nul', field: at };
      stack.push({ value: item, field: at, depth: depth + 1 });
    }
  }
  return null;
}

/** The error for a NUL character in the named field, in the caller's language. */
export function nulRefusal(request: Pick<FastifyRequest, 'lang'>, field: string): AppError {
  return new AppError('common.invalidField', {
    code: CODES.badRequest,
    params: { field, reason: t(request.lang, 'common.nulNotAllowed') },
  });
}

function refuse(request: FastifyRequest, fault: InputFault, part: string): AppError {
  if (fault.kind === 'depth') {
    return new AppError('common.tooDeep', { code: CODES.badRequest, params: { max: MAX_INPUT_DEPTH } });
  }
  return nulRefusal(request, fault.field || part);
}

/** Whether the route reads multipart parts: it says so with `consumes: ['multipart/form-data']`. */
function takesMultipart(request: FastifyRequest): boolean {
  const consumes = (request.routeOptions.schema as { consumes?: readonly string[] } | undefined)?.consumes;
  return consumes?.includes('multipart/form-data') === true;
}

/**
 * Checks every request before validation, for every route at once:
 * - no string in the path, the query or the body may hold NUL, and bodies nest at most 32 deep
 *   (refused with code 400 naming the field, never left to fail in SQL as a 500);
 * - a multipart body reaches only routes that read one: elsewhere nobody would consume the stream,
 *   so it is refused at once instead of being left half-read.
 */
export const inputGuardsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !takesMultipart(request)) {
      throw new AppError('common.multipartNotAccepted', { code: CODES.badRequest });
    }
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const fault = findInputFault(value);
      if (fault) throw refuse(request, fault, part);
    }
  });
});
