import { EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '@tms/domain';
import { z } from 'zod';
import { orMasked } from './personal-data';
import { isTimeBound } from './query-params';

/** Body fields of the identity screens: forms send '' for an emptied input, stored as null. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const nullableText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullish());

/** A mobile in a save body; the masked value a list showed is accepted and keeps the stored number. */
export const nullableMobile = z.preprocess(
  blankToNull,
  orMasked(z.string().trim().regex(MOBILE_PATTERN, 'common.invalidMobile')).nullish(),
);

export const nullableEmail = z.preprocess(
  blankToNull,
  z.string().trim().max(50).regex(EMAIL_PATTERN, 'common.invalidEmail').nullish(),
);

export const passwordField = z
  .string()
  .min(PASSWORD_MIN, 'auth.passwordLength')
  .max(PASSWORD_MAX, 'auth.passwordLength');

/** Record ids in bodies: 0 or missing means "new". */
export const optionalId = z.coerce.number().int().min(0).optional();
export const requiredId = z.coerce.number().int().positive('common.getIdError');

/** Query time bounds: a date (YYYY-MM-DD, whole day in the product's zone) or an ISO date-time. */
export const timeBound = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isTimeBound(v), {
    message: 'common.invalidFormat',
  });
