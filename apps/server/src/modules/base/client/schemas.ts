import type { Client, DataGroup } from '@tms/contract';
import { CODE_PATTERN, checkClientTemperature, MOBILE_PATTERN, REMARK_MAX } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { orMasked } from '../../../platform/personal-data';
import { optionalText } from '../../../platform/query-params';

/** A temperature as the form sends it: a number, a numeric string, or empty. */
const temperature = z
  .union([z.number(), z.string().trim().max(10)])
  .nullish()
  .transform((v) => (v === '' || v === undefined ? null : v));

export const clientBody = z
  .object({
    uuid: z.string().trim().max(64).optional(),
    code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
    name: z.string().trim().min(1).max(60),
    shortName: z.string().trim().max(30).nullish(),
    contact: z.string().trim().max(30).nullish(),
    mobile: orMasked(
      z
        .string()
        .trim()
        .max(11)
        .refine((v) => !v || MOBILE_PATTERN.test(v), 'common.invalidMobile'),
    ).nullish(),
    address: z.string().trim().max(200).nullish(),
    minTemperature: temperature,
    maxTemperature: temperature,
    imageReturn: yesNo.default('N'),
    enableFlag: yesNo.default('Y'),
    remark: z.string().max(REMARK_MAX).nullish(),
  })
  .superRefine((value, ctx) => {
    const issue = checkClientTemperature(value);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.key });
  });
export type ClientInput = z.infer<typeof clientBody>;

/** A client and a data group as the API answers them: the contract's records. */
export type ClientView = Client;
export type DataGroupView = DataGroup;

export const clientFilter = z.object({
  code: optionalText(30),
  name: optionalText(60),
  enableFlag: yesNo.optional(),
});
export type ClientFilter = z.infer<typeof clientFilter>;
export const clientListQuery = pageQuery.extend(clientFilter.shape).extend(sortQuery.shape);
export type ClientListQuery = z.infer<typeof clientListQuery>;

export const keywordQuery = z.object({ keyword: optionalText(60) });
export const keywordPageQuery = pageQuery.extend({ keyword: optionalText(60) });

export const bindingBody = z.object({
  dataGroupId: z.string().trim().min(1).max(64),
  clientIds: z.array(z.string().trim().min(1).max(64)).min(1).max(2000),
});

export const dataGroupBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
  name: z.string().trim().min(1).max(60),
  remark: z.string().max(REMARK_MAX).nullish(),
});
export type DataGroupInput = z.infer<typeof dataGroupBody>;

export const dataGroupFilter = z.object({ code: optionalText(30), name: optionalText(60) });
export const dataGroupListQuery = pageQuery.extend(dataGroupFilter.shape).extend(sortQuery.shape);
export type DataGroupListQuery = z.infer<typeof dataGroupListQuery>;
