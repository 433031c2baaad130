import type { MessageKey } from '@tms/domain';

/** Envelope body codes; docs/api.md "Codes and HTTP statuses" says what each means. */
export const CODES = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  error: 500,
} as const;
export type EnvelopeCode = (typeof CODES)[keyof typeof CODES];

/**
 * The one error type. `key` is a message key of @tms/domain's catalogs (typed: an unknown key fails
 * typecheck), translated per request.
 * `httpStatus` stays 200 for business errors: the web reads the body code (RuoYi convention);
 * 401, 403 and 412 also set the HTTP status, as the spec's request layer expects.
 */
/**
 * One of several broken rules a request met at once: its message key and parameters, and where it is
 * (the rule's own shape, e.g. the lines and stops of a line submit). The answer lists them all, each
 * translated, as data.problems; msg is the first's message.
 */
export type Problem = { key: MessageKey; params?: Record<string, unknown>; at?: unknown; confirm?: boolean };

export class AppError extends Error {
  readonly key: MessageKey;
  readonly params: Record<string, unknown> | undefined;
  readonly code: number;
  readonly httpStatus: number;
  readonly data: unknown;
  readonly problems: readonly Problem[] | undefined;

  constructor(
    key: MessageKey,
    options: {
      params?: Record<string, unknown>;
      code?: number;
      httpStatus?: number;
      data?: unknown;
      problems?: readonly Problem[];
    } = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.params = options.params;
    this.code = options.code ?? CODES.error;
    this.httpStatus = options.httpStatus ?? 200;
    this.data = options.data;
    this.problems = options.problems;
  }

  /** Every broken rule at once (at least one): refused with the first's message, all of them as data. */
  static problems(problems: readonly [Problem, ...Problem[]]): AppError {
    const [first] = problems;
    return new AppError(first.key, { code: CODES.error, params: first.params, problems });
  }

  static unauthorized(key: MessageKey = 'common.unauthorized'): AppError {
    return new AppError(key, { code: CODES.unauthorized, httpStatus: 401 });
  }

  static forbidden(key: MessageKey = 'common.forbidden', params?: Record<string, unknown>): AppError {
    return new AppError(key, { code: CODES.forbidden, httpStatus: 403, params });
  }

  static notFound(key: MessageKey = 'common.recordNotFound'): AppError {
    return new AppError(key, { code: CODES.notFound });
  }

  static invalid(key: MessageKey, params?: Record<string, unknown>): AppError {
    return new AppError(key, { code: CODES.error, params });
  }
}
