import { z } from 'zod';

/** The monitor's records: operation, login and request logs, online sessions. Status 0 success, 1 failure. */

/** A row of GET /monitor/operlog/list. */
export const operLogSchema = z.object({
  id: z.number(),
  title: z.string().nullable(),
  businessType: z.string().nullable(),
  method: z.string().nullable(),
  requestMethod: z.string(),
  operName: z.string().nullable(),
  operUrl: z.string(),
  operIp: z.string().nullable(),
  status: z.number(),
  errorMsg: z.string().nullable(),
  operTime: z.string(),
  costTime: z.number(),
});
export type OperLog = z.infer<typeof operLogSchema>;

/** GET /monitor/operlog/{id}: the row with its parameters and answer. */
export const operLogDetailSchema = operLogSchema.extend({
  operParam: z.string().nullable().describe('JSON {query, body}; passwords, phones and ID numbers masked'),
  jsonResult: z.string().nullable(),
});
export type OperLogDetail = z.infer<typeof operLogDetailSchema>;

/** A row of GET /monitor/logininfor/list. */
export const loginLogSchema = z.object({
  id: z.number(),
  userName: z.string().nullable(),
  ipaddr: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  status: z.number(),
  msg: z.string().nullable(),
  loginTime: z.string(),
});
export type LoginLog = z.infer<typeof loginLogSchema>;

/** A row of GET /monitor/requestlog/list; bodyCode is the envelope code (null for files and non-JSON). */
export const requestLogSchema = z.object({
  id: z.number(),
  method: z.string(),
  url: z.string(),
  statusCode: z.number(),
  bodyCode: z.number().nullable(),
  userName: z.string().nullable(),
  ip: z.string().nullable(),
  costMs: z.number(),
  requestTime: z.string(),
});
export type RequestLog = z.infer<typeof requestLogSchema>;

/** A row of GET /monitor/online/list: one signed-in session. */
export const onlineUserSchema = z.object({
  tokenId: z.string().describe('Opaque session id for forceLogout (not the token, not its hash)'),
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  deptName: z.string().nullable(),
  ipaddr: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  dispatchCenterId: z.string().nullable(),
  loginTime: z.string(),
  lastAccessTime: z.string(),
  expiresAt: z.string(),
});
export type OnlineUser = z.infer<typeof onlineUserSchema>;
