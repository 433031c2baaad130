import { z } from 'zod';

/** `ids=1,2,3` (RuoYi remove calls): a non-empty list of positive integers. */
export const idList = z
  .string()
  .trim()
  .min(1)
  .transform((value) => value.split(',').map((part) => Number(part.trim())))
  .pipe(z.array(z.number().int().positive('common.invalidNumber')).min(1));

/** `ids=a,b` for text keys (uuids): a non-empty list of non-empty strings. */
export const textList = z
  .string()
  .trim()
  .min(1)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(64)).min(1));

/** RuoYi status: '0' normal, '1' disabled. */
export const statusField = z.enum(['0', '1']);

/** Optional text filters: an empty string means "no filter". */
export const optionalText = (max = 100) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));
