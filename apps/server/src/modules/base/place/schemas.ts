import {
  CODE_PATTERN,
  checkAddress,
  checkContact,
  looksMasked,
  personalKindOf,
  REMARK_MAX,
} from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';

const code = z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode');
const name = z.string().trim().min(1).max(60);
const text = (max: number) => z.string().trim().max(max).nullish();
const remark = z.string().max(REMARK_MAX).nullish();
const uuid = z.string().trim().max(64).optional();
const listOf = <T extends z.ZodRawShape>(shape: T) => pageQuery.extend(shape).extend(sortQuery.shape);

// ---- zones: code, name, dispatch center ------------------------------------------------------------
export const zoneBody = z.object({
  uuid,
  code,
  name,
  dispatchCenterId: z.string().trim().max(64).nullish(),
  enableFlag: yesNo.default('Y'),
  remark,
});
export const zoneFilter = z.object({
  code: optionalText(30),
  name: optionalText(60),
  dispatchCenterId: optionalText(64),
  enableFlag: yesNo.optional(),
});
export const zoneListQuery = listOf(zoneFilter.shape);

// ---- transport locations: code, name, type, address, zone --------------------------------------------
export const transLocationBody = z.object({
  uuid,
  code,
  name,
  type: text(30),
  address: text(200),
  zoneId: z.string().trim().max(64).nullish(),
  dispatchCenterId: z.string().trim().max(64).nullish(),
  enableFlag: yesNo.default('Y'),
  remark,
});
export const transLocationFilter = z.object({
  code: optionalText(30),
  name: optionalText(60),
  type: optionalText(30),
  zoneId: optionalText(64),
  enableFlag: yesNo.optional(),
});
export const transLocationListQuery = listOf(transLocationFilter.shape);

// ---- contacts: mobile, landline, WeChat, email, fax with format checks -------------------------------
export const contactBody = z
  .object({
    uuid,
    code,
    name: z.string().trim().min(1).max(30),
    mobile: text(20),
    landline: text(30),
    wechat: text(20),
    email: text(50),
    fax: text(30),
    remark,
  })
  .superRefine((value, ctx) => {
    for (const issue of checkContact(value)) {
      // The masked phone a list showed is not a format error: the save keeps the stored number.
      const sent = value[issue.field];
      if (personalKindOf(issue.field) && typeof sent === 'string' && looksMasked(sent)) continue;
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.key });
    }
  });
export const contactFilter = z.object({
  code: optionalText(30),
  name: optionalText(30),
  mobile: optionalText(20),
});
export const contactListQuery = listOf(contactFilter.shape);

// ---- addresses: country to street, postcode, coordinates ----------------------------------------------
const coordinate = z
  .union([z.number(), z.string().trim().max(20)])
  .nullish()
  .transform((v) => (v === '' || v === undefined || v === null ? null : String(v)));
export const addressBody = z
  .object({
    uuid,
    code,
    country: z.string().trim().min(1).max(30).default('中国'),
    province: text(30),
    city: text(30),
    area: text(30),
    street: text(60),
    houseNumber: text(30),
    address1: text(200),
    address2: text(200),
    postcode: text(10),
    longitude: coordinate,
    latitude: coordinate,
    remark,
  })
  .superRefine((value, ctx) => {
    for (const issue of checkAddress(value))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.key });
  });
export const addressFilter = z.object({
  code: optionalText(30),
  province: optionalText(30),
  city: optionalText(30),
  keyword: optionalText(60),
});
export const addressListQuery = listOf(addressFilter.shape);

export type ZoneBody = z.infer<typeof zoneBody>;
export type TransLocationBody = z.infer<typeof transLocationBody>;
export type ContactBody = z.infer<typeof contactBody>;
export type AddressBody = z.infer<typeof addressBody>;
export type ZoneFilter = z.infer<typeof zoneFilter>;
export type TransLocationFilter = z.infer<typeof transLocationFilter>;
export type ContactFilter = z.infer<typeof contactFilter>;
export type AddressFilter = z.infer<typeof addressFilter>;

export const keywordQuery = z.object({ keyword: optionalText(60) });
