import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { MessageKey } from '../messages';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Document numbers (单号规则): prefix + timestamp (a dayjs format, when enabled) + a serial zero-padded
 * to serialLength. The serial counts per rule and per timestamp period (the formatted timestamp), so it
 * restarts when the period changes: daily with YYYYMMDD, monthly with YYYYMM, never without a timestamp.
 */
export const SERIAL_LENGTH_MIN = 1;
export const SERIAL_LENGTH_MAX = 12;
export const NUMBER_PREFIX_MAX = 20;
export const DEFAULT_TIMESTAMP_FORMAT = 'YYYYMMDD';
/** Numbers are stamped in this zone unless the rule's dispatch center has its own. */
export const DEFAULT_NUMBER_TIME_ZONE = 'Asia/Shanghai';
/** Only date/time tokens and separators: the period must be a pure function of the moment. */
export const TIMESTAMP_FORMAT_PATTERN = /^(?:YYYY|YY|MM|DD|HH|mm|[-_.])+$/;
export const NUMBER_PREFIX_PATTERN = /^[A-Za-z0-9_-]*$/;

export type NumberFormat = {
  prefix: string;
  timestampEnabled: boolean;
  timestampFormat: string;
  serialLength: number;
};

export type NumberRuleProblem = {
  field: 'prefix' | 'timestampFormat' | 'serialLength';
  key: MessageKey;
  params?: Record<string, unknown>;
};

/** Thrown when a period's serials are used up (serial wider than serialLength). */
export class NumberingError extends Error {
  readonly key: MessageKey;
  readonly params: Record<string, unknown>;
  constructor(key: MessageKey, params: Record<string, unknown>) {
    super(key);
    this.name = 'NumberingError';
    this.key = key;
    this.params = params;
  }
}

export function numberRuleProblems(rule: NumberFormat): NumberRuleProblem[] {
  const problems: NumberRuleProblem[] = [];
  if (rule.prefix.length > NUMBER_PREFIX_MAX || !NUMBER_PREFIX_PATTERN.test(rule.prefix)) {
    problems.push({
      field: 'prefix',
      key: 'base.numberRule.prefixInvalid',
      params: { max: NUMBER_PREFIX_MAX },
    });
  }
  if (rule.timestampEnabled && !TIMESTAMP_FORMAT_PATTERN.test(rule.timestampFormat)) {
    problems.push({ field: 'timestampFormat', key: 'base.numberRule.timestampFormatInvalid' });
  }
  if (
    !Number.isInteger(rule.serialLength) ||
    rule.serialLength < SERIAL_LENGTH_MIN ||
    rule.serialLength > SERIAL_LENGTH_MAX
  ) {
    problems.push({
      field: 'serialLength',
      key: 'base.numberRule.serialLengthInvalid',
      params: { min: SERIAL_LENGTH_MIN, max: SERIAL_LENGTH_MAX },
    });
  }
  return problems;
}

/** The largest serial a rule can hand out in one period (999999 for 6). */
export function maxSerial(serialLength: number): number {
  return 10 ** serialLength - 1;
}

/** The period a moment falls in: the formatted timestamp, '' when the rule has none (never restarts). */
export function numberPeriod(
  rule: Pick<NumberFormat, 'timestampEnabled' | 'timestampFormat'>,
  at: Date | string | number,
  timeZone: string = DEFAULT_NUMBER_TIME_ZONE,
): string {
  if (!rule.timestampEnabled) return '';
  return dayjs(at).tz(timeZone).format(rule.timestampFormat);
}

/**
 * The document number for a serial at a moment. The serial restarts per period (numberPeriod); a serial
 * wider than serialLength is refused (NumberingError base.numberRule.serialOverflow), never truncated.
 */
export function formatDocumentNumber(
  rule: NumberFormat,
  serial: number,
  at: Date | string | number,
  timeZone: string = DEFAULT_NUMBER_TIME_ZONE,
): string {
  if (!Number.isInteger(serial) || serial < 1)
    throw new RangeError(`serial must be a positive integer: ${serial}`);
  const period = numberPeriod(rule, at, timeZone);
  if (serial > maxSerial(rule.serialLength)) {
    throw new NumberingError('base.numberRule.serialOverflow', {
      period: period || '-',
      max: maxSerial(rule.serialLength),
    });
  }
  return `${rule.prefix}${period}${String(serial).padStart(rule.serialLength, '0')}`;
}

/** The example the rule form shows and the list stores: the first number of the current period. */
export function documentNumberExample(
  rule: NumberFormat,
  at: Date | string | number = new Date(),
  timeZone: string = DEFAULT_NUMBER_TIME_ZONE,
): string {
  return formatDocumentNumber(rule, 1, at, timeZone);
}

export type RuleScope = { clientId: string | null; dispatchCenterId: string | null };

/**
 * How specific a rule is for a document of this client and center: client + center 3, client 2,
 * center 1, neither 0; -1 when the rule is for another client or center and does not apply.
 */
export function ruleSpecificity(rule: RuleScope, document: Partial<RuleScope>): number {
  if (rule.clientId && rule.clientId !== document.clientId) return -1;
  if (rule.dispatchCenterId && rule.dispatchCenterId !== document.dispatchCenterId) return -1;
  return (rule.clientId ? 2 : 0) + (rule.dispatchCenterId ? 1 : 0);
}

/** The most specific applicable rule (client + center > client > center > none), or undefined. */
export function pickNumberRule<R extends RuleScope>(
  rules: readonly R[],
  document: Partial<RuleScope>,
): R | undefined {
  let best: R | undefined;
  let bestScore = -1;
  for (const rule of rules) {
    const score = ruleSpecificity(rule, document);
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}
