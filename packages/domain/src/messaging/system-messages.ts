/**
 * Messages the system sends on its own, each of a message_type dictionary value, so a reader can filter
 * the inbox by them and an administrator can route each kind (message settings).
 */
export const SYSTEM_MESSAGE_TYPES = {
  alert: 'ALERT',
  exceptionEta: 'EXCEPTION_ETA',
  shipmentReview: 'SHIPMENT_REVIEW',
  export: 'EXPORT',
  import: 'IMPORT',
  insurance: 'INSURANCE',
} as const;
export type SystemMessageType = (typeof SYSTEM_MESSAGE_TYPES)[keyof typeof SYSTEM_MESSAGE_TYPES];

/** A vehicle's insurance is announced this many days before it ends. */
export const INSURANCE_NOTICE_DAYS = 30;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
};

/**
 * Days until an insurance end day (YYYY-MM-DD) from today, when it falls within the notice window: 0
 * on its last day, up to INSURANCE_NOTICE_DAYS; null when it ended already, is further away, or the
 * day is not a day. An expired insurance is not "expiring": the vehicle review deals with it.
 */
export function insuranceDaysLeft(
  insuranceEnd: string | null,
  today: string,
  noticeDays: number = INSURANCE_NOTICE_DAYS,
): number | null {
  if (!insuranceEnd) return null;
  const end = dayNumber(insuranceEnd);
  const now = dayNumber(today);
  if (end === null || now === null) return null;
  const left = end - now;
  return left >= 0 && left <= noticeDays ? left : null;
}

/** The shipment review steps its applicant is told of, and how the message names them. */
export const REVIEW_OUTCOMES = { examine: 'approved', reject: 'rejected' } as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[keyof typeof REVIEW_OUTCOMES];

export function reviewOutcomeOf(action: string): ReviewOutcome | null {
  return action === 'examine' || action === 'reject' ? REVIEW_OUTCOMES[action] : null;
}
