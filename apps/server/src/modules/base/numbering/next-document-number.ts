import {
  DEFAULT_NUMBER_TIME_ZONE,
  formatDocumentNumber,
  type NumberFormat,
  NumberingError,
  numberPeriod,
  pickNumberRule,
} from '@tms/domain';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import * as repo from './repository';

export type NumberRequest = {
  /** number_ref_type dictionary value: waybill, shipment, ... */
  refType: string;
  clientId?: string | null;
  dispatchCenterId?: string | null;
  /** The moment the number is stamped with (default now). */
  at?: Date;
};

export type IssuedNumber = { number: string; ruleCode: string; serial: number; period: string };

type RuleForNumber = Awaited<ReturnType<typeof repo.enabledRulesOf>>[number];

const formatOf = (rule: RuleForNumber): NumberFormat => ({
  prefix: rule.prefix,
  timestampEnabled: rule.timestampEnabled === 'Y',
  timestampFormat: rule.timestampFormat,
  serialLength: rule.serialLength,
});

async function resolve(db: DbOrTx, request: NumberRequest, ruleId?: string) {
  const rules = await repo.enabledRulesOf(db, request.refType);
  const rule = ruleId
    ? rules.find((r) => r.uuid === ruleId)
    : pickNumberRule(rules, {
        clientId: request.clientId ?? null,
        dispatchCenterId: request.dispatchCenterId ?? null,
      });
  if (!rule) throw AppError.invalid('base.numberRule.noRule', { refType: request.refType });
  // The day (or month) of a number is the center's: the rule's own center, else the document's.
  const timeZone =
    (await repo.centerTimeZone(db, rule.dispatchCenterId ?? request.dispatchCenterId)) ??
    DEFAULT_NUMBER_TIME_ZONE;
  const at = request.at ?? new Date();
  const format = formatOf(rule);
  return { rule, format, at, timeZone, period: numberPeriod(format, at, timeZone) };
}

function format(rule: RuleForNumber, fmt: NumberFormat, serial: number, at: Date, timeZone: string): string {
  try {
    return formatDocumentNumber(fmt, serial, at, timeZone);
  } catch (err) {
    if (err instanceof NumberingError) throw AppError.invalid(err.key, { ...err.params, code: rule.code });
    throw err;
  }
}

/**
 * The next document number (waybill, shipment codes, ...): the most specific enabled rule (client +
 * center > client > center > none), its period's serial bumped atomically in base_number_sequence, then
 * formatted. Refuses with base.numberRule.noRule when no rule applies, and with
 * base.numberRule.serialOverflow when the period's serials are used up. Pass the caller's transaction to
 * make the number part of the document's insert (a rolled-back document gives its serial back).
 */
export async function nextDocumentNumber(db: DbOrTx, request: NumberRequest): Promise<string> {
  return (await issueDocumentNumber(db, request)).number;
}

export async function issueDocumentNumber(db: DbOrTx, request: NumberRequest): Promise<IssuedNumber> {
  const { rule, format: fmt, at, timeZone, period } = await resolve(db, request);
  const serial = await repo.bumpSequence(db, rule.uuid, period);
  return { number: format(rule, fmt, serial, at, timeZone), ruleCode: rule.code, serial, period };
}

/**
 * `count` consecutive numbers of one rule and period, reserved in one statement (imports, the demo
 * seed): the same numbers `count` calls of nextDocumentNumber would give, in order.
 */
export async function issueDocumentNumbers(
  db: DbOrTx,
  request: NumberRequest,
  count: number,
): Promise<string[]> {
  if (count <= 0) return [];
  const { rule, format: fmt, at, timeZone, period } = await resolve(db, request);
  const last = await repo.bumpSequence(db, rule.uuid, period, count);
  return Array.from({ length: count }, (_, i) => format(rule, fmt, last - count + 1 + i, at, timeZone));
}

/**
 * What the next call would answer, without consuming it (GET /system/numberRule/preview): for the rule
 * the generator would pick, or for one given enabled rule.
 */
export async function previewDocumentNumber(
  db: DbOrTx,
  request: NumberRequest,
  ruleId?: string,
): Promise<IssuedNumber> {
  const { rule, format: fmt, at, timeZone, period } = await resolve(db, request, ruleId);
  const serial = (await repo.currentSequence(db, rule.uuid, period)) + 1;
  return { number: format(rule, fmt, serial, at, timeZone), ruleCode: rule.code, serial, period };
}
