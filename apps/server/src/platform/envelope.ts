import { z } from 'zod';

/** `{code, msg, data}`: code 0 is success. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data });
}

/** Paged lists: `{code, msg, total, data: rows}`. */
export function pageEnvelope<T extends z.ZodType>(row: T) {
  return z.object({ code: z.number(), msg: z.string(), total: z.number(), data: z.array(row) });
}

export const emptyEnvelope = z.object({ code: z.number(), msg: z.string(), data: z.unknown().optional() });

/** A bulk call's answer: how many rows it changed. */
export const countEnvelope = envelope(z.object({ count: z.number() }));

/** A save or update's answer: the document's uuid and code. */
export const savedEnvelope = envelope(z.object({ uuid: z.string(), code: z.string() }));

export function ok<T>(data: T, msg = ''): { code: 0; msg: string; data: T } {
  return { code: 0, msg, data };
}

export function page<T>(rows: T[], total: number): { code: 0; msg: string; total: number; data: T[] } {
  return { code: 0, msg: '', total, data: rows };
}

/**
 * The last page anyone may ask for: (pageNum - 1) * pageSize must stay a valid SQL offset (a bigint), and
 * no list has a million pages.
 */
export const MAX_PAGE_NUM = 1_000_000;

/** Paging query parameters shared by every list (default 30, as the spec's pagination). */
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(MAX_PAGE_NUM).default(1),
  pageSize: z.coerce.number().int().min(1).max(10_000).default(30),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function offsetOf({ pageNum, pageSize }: PageQuery): number {
  return (pageNum - 1) * pageSize;
}
