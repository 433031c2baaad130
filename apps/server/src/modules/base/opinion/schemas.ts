import { OPINION_CONTENT_MAX, OPINION_STATUSES, OPINION_TYPES } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';

/** What any signed-in user submits. */
export const opinionSubmitBody = z.object({
  opinionType: z.enum(OPINION_TYPES),
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(OPINION_CONTENT_MAX),
  contact: z
    .string()
    .trim()
    .max(60)
    .nullish()
    .transform((v) => v || null),
});
export type OpinionSubmitInput = z.infer<typeof opinionSubmitBody>;

/** An administrator's reply, moving the status through the domain's table (canMoveOpinion). */
export const opinionReplyBody = z.object({
  uuid: z.string().trim().min(1).max(64),
  reply: z.string().trim().max(OPINION_CONTENT_MAX).nullish(),
  status: z.enum(OPINION_STATUSES),
});
export type OpinionReplyInput = z.infer<typeof opinionReplyBody>;

export const opinionFilter = z.object({
  code: optionalText(30),
  title: optionalText(100),
  opinionType: z.enum(OPINION_TYPES).optional(),
  status: z.enum(OPINION_STATUSES).optional(),
});
export type OpinionFilter = z.infer<typeof opinionFilter>;
export const opinionListQuery = pageQuery.merge(sortQuery).extend(opinionFilter.shape);
