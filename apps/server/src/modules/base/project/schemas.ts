import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { calendarDay, optionalText } from '../../../platform/query-params';

const optionalId = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((v) => v || null);
const optionalDay = calendarDay()
  .or(z.literal(''))
  .nullish()
  .transform((v) => v || null);

/** The project form; the end date may not come before the start date (both optional). */
export const projectBody = z
  .object({
    uuid: z.string().trim().max(64).optional(),
    code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
    name: z.string().trim().min(1).max(60),
    clientId: optionalId,
    /** Absent: the caller's selected center. */
    dispatchCenterId: z.string().trim().max(64).nullish(),
    startDate: optionalDay,
    endDate: optionalDay,
    enableFlag: yesNo.default('Y'),
    remark: z.string().max(REMARK_MAX).nullish(),
  })
  .refine((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, {
    message: 'base.project.dateOrder',
    path: ['endDate'],
  });
export type ProjectInput = z.infer<typeof projectBody>;

export const projectFilter = z.object({
  code: optionalText(30),
  name: optionalText(60),
  clientId: optionalText(64),
  dispatchCenterId: optionalText(64),
  enableFlag: yesNo.optional(),
});
export type ProjectFilter = z.infer<typeof projectFilter>;
export const projectListQuery = pageQuery.merge(sortQuery).extend(projectFilter.shape);
