import { z } from 'zod';

/** A row of GET /system/printer/list. */
export const printerSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  dispatchCenterId: z.string().nullable(),
  dispatchCenterName: z.string().nullable(),
  model: z.string().nullable(),
  ip: z.string().nullable(),
  port: z.number().nullable(),
  paperSize: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type Printer = z.infer<typeof printerSchema>;

/** A row of GET /system/printTemplate/list; content is the layout, kept as text. */
export const printTemplateSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  content: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type PrintTemplate = z.infer<typeof printTemplateSchema>;
