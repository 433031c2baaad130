import { z } from 'zod';

/** Places as the API answers them: zones, transport locations, contacts and addresses. */

const times = { createTime: z.string(), updateTime: z.string().nullable() };

/** A row of GET /system/zone/list. */
export const zoneSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  dispatchCenterId: z.string().nullable(),
  dispatchCenterName: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  ...times,
});
export type Zone = z.infer<typeof zoneSchema>;

/** A row of GET /system/transLocation/list. */
export const transLocationSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  address: z.string().nullable(),
  zoneId: z.string().nullable(),
  zoneName: z.string().nullable(),
  dispatchCenterId: z.string().nullable(),
  dispatchCenterName: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  ...times,
});
export type TransLocation = z.infer<typeof transLocationSchema>;

/** A row of GET /system/contact/list. */
export const contactSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  landline: z.string().nullable(),
  wechat: z.string().nullable(),
  email: z.string().nullable(),
  fax: z.string().nullable(),
  remark: z.string().nullable(),
  ...times,
});
export type Contact = z.infer<typeof contactSchema>;

/** A row of GET /system/address/list (coordinates as numbers). */
export const addressSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  country: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  postcode: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  remark: z.string().nullable(),
  ...times,
});
export type Address = z.infer<typeof addressSchema>;
