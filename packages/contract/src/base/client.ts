import { z } from 'zod';

/** A row of GET /system/client/list (temperatures in °C; imageReturn and enableFlag are 'Y'/'N'). */
export const clientSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  contact: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  minTemperature: z.number().nullable(),
  maxTemperature: z.number().nullable(),
  imageReturn: z.string(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type Client = z.infer<typeof clientSchema>;

/** A row of GET /system/dataGroup/list: a named set of clients granted to users together. */
export const dataGroupSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  clientCount: z.number(),
  /** Carriers in the group: its holders see and may pick them and their fleet. */
  carrierCount: z.number(),
  createTime: z.string(),
});
export type DataGroup = z.infer<typeof dataGroupSchema>;
