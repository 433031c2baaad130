import { type FleetProblem, isCalendarDay } from '@tms/domain';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ossFiles } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { optionalText } from '../../../platform/query-params';
import { IMAGE_SUFFIXES } from '../../reference';

/** Today's calendar day in a time zone ('YYYY-MM-DD'): the "not later than today" rules use the caller's. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);
  }
}

/** The first domain problem as the translated business error (code 500), with every problem in data. */
export function assertNoProblems(problems: FleetProblem[]): void {
  const first = problems[0];
  if (!first) return;
  throw new AppError(first.key, { params: first.params, data: problems });
}

/** A calendar day field: 'YYYY-MM-DD', empty means none. */
export const dayField = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'base.fleet.invalidDate')
  .refine((v) => !v || isCalendarDay(v), 'base.fleet.invalidDate')
  .nullish()
  .transform((v) => (v ? v : null));

/** Optional decimal given as a string or number; kept as a string for exact numeric columns. */
export const decimalField = z
  .union([z.string().trim().max(30), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));

/** sys_oss file ids, as numbers or strings (at most 15 digits, so they fit the id column); stored as strings. */
export const imageIds = z
  .array(
    z.union([
      z
        .string()
        .trim()
        .regex(/^[1-9]\d{0,14}$/, 'common.invalidNumber'),
      z.number().int().positive(),
    ]),
  )
  .max(50)
  .default([])
  .transform((ids) => ids.map(String));

export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Checks that every image id names a stored file that is an image. */
export async function assertImages(db: DbOrTx, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db
    .select({ id: ossFiles.id, contentType: ossFiles.contentType, fileSuffix: ossFiles.fileSuffix })
    .from(ossFiles)
    .where(inArray(ossFiles.id, unique.map(Number)));
  const images = new Set(
    rows
      .filter(
        (r) =>
          (r.contentType ?? '').startsWith('image/') &&
          (IMAGE_SUFFIXES as readonly string[]).includes(r.fileSuffix ?? ''),
      )
      .map((r) => String(r.id)),
  );
  const missing = unique.find((id) => !images.has(id));
  if (missing !== undefined) throw AppError.invalid('base.fleet.imageNotFound', { value: missing });
}

/** Review: approve (1) or reject (2, remark required). */
export const reviewBody = z.object({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(500),
  reviewStatus: z.enum(['1', '2']),
  reviewRemark: text(100),
});
export type ReviewInput = z.infer<typeof reviewBody>;

export function assertReviewRemark(input: ReviewInput): void {
  if (input.reviewStatus === '2' && !input.reviewRemark)
    throw AppError.invalid('base.fleet.reviewRemarkRequired');
}

export const keywordQuery = z.object({ keyword: optionalText(60) });
export const reviewStatusFilter = z.enum(['0', '1', '2']).optional();
export const flagFilter = z.enum(['Y', 'N']).optional();

export function dateText(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}
