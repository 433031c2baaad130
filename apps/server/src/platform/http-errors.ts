import { isMessageKey, type MessageKey, resolveUiLang, type UiLang } from '@tms/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, CODES } from './errors';
import { t } from './i18n';

type Issue = { keyword: string; instancePath: string; message?: string; params?: Record<string, unknown> };

/** What zod found instead of the expected type ("received array"), or undefined when nothing was sent. */
function receivedType(issue: Issue): string | undefined {
  if ('input' in (issue.params ?? {}))
    return issue.params?.input === undefined ? undefined : typeof issue.params?.input;
  const found = /received (\w+)/.exec(issue.message ?? '')?.[1];
  return found === 'undefined' ? undefined : (found ?? 'unknown');
}

/**
 * Messages that name a whole case themselves (the spec's words for it, e.g. nothing selected): a schema
 * refusing with one answers with it alone, as the use case would. Any other reason reads "Field x is
 * invalid: …", since it needs the field to make sense ("cannot be negative").
 */
const WHOLE_ANSWERS: ReadonlySet<string> = new Set<MessageKey>([
  'shipment.select.first',
  'print.noShipment',
  'waybill.no.line',
  'waybill.split.empty',
  'common.getIdError',
  'common.selectColumnFirst',
]);

/** A JSON type's name in the caller's language ("an object", "对象"); an unusual one as zod names it. */
function typeName(lang: UiLang, expected: string): string {
  const key = `common.type.${expected}`;
  return isMessageKey(key) ? t(lang, key) : expected;
}

/** The reason for a size limit, worded for what was measured: characters, items, or a number's value. */
function sizeReason(lang: UiLang, issue: Issue): string {
  const p = issue.params ?? {};
  const small = issue.keyword === 'too_small';
  const limit = small ? p.minimum : p.maximum;
  if (p.origin === 'string') {
    if (small && p.minimum === 1) return t(lang, 'common.required');
    return t(lang, small ? 'common.tooShort' : 'common.tooLong', small ? { min: limit } : { max: limit });
  }
  if (p.origin === 'array' || p.origin === 'set') {
    if (small && p.minimum === 1) return t(lang, 'common.atLeastOneItem');
    return t(
      lang,
      small ? 'common.tooFewItems' : 'common.tooManyItems',
      small ? { min: limit } : { max: limit },
    );
  }
  // Numbers (and dates, bigints): inclusive unless zod says otherwise.
  const inclusive = p.inclusive !== false;
  if (small) return t(lang, inclusive ? 'common.atLeast' : 'common.greaterThan', { min: String(limit) });
  return t(lang, inclusive ? 'common.atMost' : 'common.lessThan', { max: String(limit) });
}

/** Turns one zod issue into a translated sentence naming the field. */
function describeIssue(lang: UiLang, issue: Issue, part: string): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || part;
  const p = issue.params ?? {};
  let reason: string;
  if (issue.message && isMessageKey(issue.message)) {
    reason = t(lang, issue.message, p);
  } else if (issue.keyword === 'too_small' || issue.keyword === 'too_big') {
    reason = sizeReason(lang, issue);
  } else if (issue.keyword === 'invalid_type') {
    const received = receivedType(issue);
    if (received === undefined) reason = t(lang, 'common.required');
    else if (p.expected === 'int') reason = t(lang, 'common.integerOnly');
    else reason = t(lang, 'common.invalidType', { expected: typeName(lang, String(p.expected ?? '')) });
  } else if (issue.keyword === 'not_multiple_of') {
    reason = p.divisor === 1 ? t(lang, 'common.integerOnly') : t(lang, 'common.invalidNumber');
  } else if (issue.keyword === 'invalid_value') {
    const values = Array.isArray(p.values) ? p.values.join(', ') : '';
    reason = t(lang, 'common.invalidEnum', { options: values });
  } else if (issue.keyword === 'invalid_format') {
    reason = p.format === 'email' ? t(lang, 'common.invalidEmail') : t(lang, 'common.invalidFormat');
  } else {
    reason = t(lang, 'common.invalidFormat');
  }
  return t(lang, 'common.invalidField', { field, reason });
}

/**
 * PostgreSQL data exceptions a request's values can cause (text that is no number, a number or date out
 * of range, NUL, a string too long, a bad LIKE escape). Validation refuses such values before SQL; this
 * keeps one that slips through from becoming a 500. Division by zero and the like stay real faults.
 */
const BAD_VALUE_SQLSTATES = new Set([
  '22001', // string too long for its column
  '22003', // number out of range
  '22007', // invalid date or time
  '22008', // date or time out of range
  '22021', // NUL or invalid bytes
  '22025', // LIKE pattern with a dangling escape
  '22P02', // text that is no number, boolean or uuid
  '22P05', // \u0000 inside JSON
]);

/** The SQLSTATE of a database error, whether the driver's own or wrapped by Drizzle (as `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * Errors Fastify meets before routing (a malformed escape in the URL, a path parameter longer than 100
 * characters): answered in the envelope like any invalid input, not in Fastify's own shape.
 */
export function frameworkErrorReply(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const header = request.headers.lang;
  const lang = resolveUiLang(Array.isArray(header) ? header[0] : header);
  reply
    .code(200)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ code: CODES.badRequest, msg: t(lang, 'common.badUrl'), data: null }));
}

/** An error's data: its problems each with its message in the caller's language, or what it carries. */
function errorData(error: AppError, lang: UiLang): unknown {
  if (!error.problems) return error.data ?? null;
  return {
    problems: error.problems.map((problem) => ({
      key: problem.key,
      msg: t(lang, problem.key, problem.params),
      at: problem.at ?? null,
      ...(problem.confirm ? { confirm: true } : {}),
    })),
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.uiLang ?? request.lang ?? 'zh-CN';
    // Error envelopes carry data null and no total: they must not go through the route's response schema.
    // A custom serializer drops Fastify's default content type: set it, so blob callers can tell an error.
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    if (error instanceof AppError) {
      return reply
        .status(error.httpStatus)
        .send({ code: error.code, msg: t(lang, error.key, error.params), data: errorData(error, lang) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const issues = error.validation as Issue[];
      const own = issues.find((issue) => issue.message && WHOLE_ANSWERS.has(issue.message));
      const msg = own?.message
        ? t(lang, own.message as MessageKey, own.params)
        : issues.map((issue) => describeIssue(lang, issue, part)).join('; ');
      return reply.status(200).send({ code: CODES.badRequest, msg, data: null });
    }
    const sqlState = sqlStateOf(error);
    if (sqlState && BAD_VALUE_SQLSTATES.has(sqlState)) {
      // Logged as an error all the same: the value should have been refused by validation.
      request.log.error({ err: error, sqlState }, 'the database refused a value that validation let through');
      return reply
        .status(200)
        .send({ code: CODES.badRequest, msg: t(lang, 'common.invalidValue'), data: null });
    }
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.error({ err: error }, 'handler timed out');
      return reply.status(503).send({ code: CODES.error, msg: t(lang, 'common.requestTimeout'), data: null });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
    } else if (error.statusCode === 429) {
      return reply.status(412).send({ code: 412, msg: t(lang, 'common.rateLimited'), data: null });
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type. The request's
      // own line says it was answered; why is detail.
      request.log.debug({ err: error }, 'client error');
      const key = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'common.fileTooLarge' : 'common.invalidBody';
      return reply.status(200).send({ code: CODES.badRequest, msg: t(lang, key, { max: '' }), data: null });
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    // Details stay in the log; the caller gets a generic, translated message.
    return reply.status(500).send({ code: CODES.error, msg: t(lang, 'common.systemError'), data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = request.uiLang ?? request.lang ?? 'zh-CN';
    const url = request.url.split('?')[0];
    return reply.status(404).send({
      code: CODES.notFound,
      msg: t(lang, 'common.routeNotFound', { method: request.method, url }),
      data: null,
    });
  });
}
