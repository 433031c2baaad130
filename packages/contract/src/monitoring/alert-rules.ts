import { ALERT_LEVELS, ALERT_RULE_STATUSES, ALERT_RULE_TYPES, OVER_TEMP_COUNTINGS } from '@tms/domain';
import { z } from 'zod';

/**
 * Alert rules (the nine rule screens: one list per type) and shipment alerts (the alert handling
 * screen). Rule bodies are kept loose on purpose: numbers may come as text and fields may be missing,
 * because the domain's validateAlertRule decides, field by field, what a rule must hold, so a form can
 * mark every problem at once. Only sizes are bounded here, so nothing oversized reaches the rules.
 */

const TEXT_MAX = 800;
/** Texts the domain measures (800, 超出长度) pass here up to twice that, so the domain's message answers. */
const MEASURED_MAX = TEXT_MAX * 2;
const looseNumber = z.union([z.number(), z.string().trim().max(30)]).nullish();
const looseText = (max: number) => z.string().max(max).nullish();

/** A row of GET /monitor/alertRule/list and the answer of GET /monitor/alertRule/get/:uuid. */
export const alertRuleViewSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.enum(ALERT_RULE_TYPES),
  status: z.enum(ALERT_RULE_STATUSES),
  zones: z.array(z.object({ way: z.number(), min: z.number(), max: z.number() })),
  stationType: z.string().nullable(),
  scenario: z.string().nullable(),
  speedLimitKmh: z.number().nullable(),
  overspeedMinutes: z.number().nullable(),
  overTempMinutesWarehouse: z.number().nullable(),
  overTempMinutesRoute: z.number().nullable(),
  overTempCounting: z.enum(OVER_TEMP_COUNTINGS),
  doorGraceMinutes: z.number().nullable(),
  fenceDistanceM: z.number().nullable(),
  doorOpenMinutes: z.number().nullable(),
  parkingMinutes: z.number().nullable(),
  fatigueDrivingMinutes: z.number().nullable(),
  fatigueRestMinutes: z.number().nullable(),
  gpsLossMinutes: z.number().nullable(),
  delayMinutes: z.number().nullable(),
  levels: z.object({
    slight: z.number().nullable(),
    moderate: z.number().nullable(),
    serious: z.number().nullable(),
  }),
  informDriver: z.boolean(),
  informRoles: z.array(z.string()),
  informContent: z.string().nullable(),
  inAssessment: z.boolean(),
  /** The center the rule belongs to; null: every center. */
  dispatchCenterId: z.string().nullable(),
  dispatchCenterName: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type AlertRuleView = z.infer<typeof alertRuleViewSchema>;

/** POST /monitor/alertRule/save (a uuid updates) and /update (uuid required). */
export const alertRuleBodySchema = z.object({
  uuid: z.string().trim().max(64).optional(),
  code: looseText(MEASURED_MAX),
  name: looseText(MEASURED_MAX),
  type: looseText(30),
  status: looseText(30),
  zones: z
    .array(z.object({ way: looseNumber, min: looseNumber, max: looseNumber }))
    .max(8)
    .nullish(),
  stationType: looseText(MEASURED_MAX),
  scenario: looseText(MEASURED_MAX),
  speedLimitKmh: looseNumber,
  overspeedMinutes: looseNumber,
  overTempMinutesWarehouse: looseNumber,
  overTempMinutesRoute: looseNumber,
  overTempCounting: looseText(30),
  doorGraceMinutes: looseNumber,
  fenceDistanceM: looseNumber,
  doorOpenMinutes: looseNumber,
  parkingMinutes: looseNumber,
  fatigueDrivingMinutes: looseNumber,
  fatigueRestMinutes: looseNumber,
  gpsLossMinutes: looseNumber,
  delayMinutes: looseNumber,
  levels: z.object({ slight: looseNumber, moderate: looseNumber, serious: looseNumber }).nullish(),
  informDriver: z.boolean().nullish(),
  informRoles: z.array(z.string().trim().min(1).max(100)).max(50).nullish(),
  informContent: looseText(MEASURED_MAX),
  inAssessment: z.boolean().nullish(),
  /** null or absent: a rule for every center; else a center the caller may see. */
  dispatchCenterId: z.string().trim().max(64).nullish(),
  remark: looseText(500),
});
export type AlertRuleBody = z.infer<typeof alertRuleBodySchema>;

/** One problem of a refused save, as `data` lists them (the first is the message). */
export type AlertRuleProblemView = {
  field: string;
  key: string;
  params?: Record<string, unknown>;
  message: string;
};

/** A row of GET /shipment/shipmentAlert/list. Times are 'YYYY-MM-DD HH:mm:ss' in the user's zone. */
export const shipmentAlertSchema = z.object({
  id: z.number(),
  alertType: z.string(),
  level: z.enum(ALERT_LEVELS),
  alertContent: z.string().nullable(),
  startPlace: z.string().nullable(),
  endPlace: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  carrierName: z.string().nullable(),
  vehicleIdMainNumberPlates: z.string().nullable(),
  driverName: z.string().nullable(),
  driverMobile: z.string().nullable(),
  /** Y when the driver was notified. */
  field1: z.string(),
  shipmentId: z.string(),
  shipmentCode: z.string().nullable(),
  /** N open for handling, Y handled. */
  dealStatus: z.string(),
  alertReason: z.string().nullable(),
  alertRemark: z.string().nullable(),
  dealBy: z.string().nullable(),
  dealTime: z.string().nullable(),
});
export type ShipmentAlertRow = z.infer<typeof shipmentAlertSchema>;

/** POST /shipment/shipmentAlert/deal: handling one alert (validated by the domain's validateAlertDeal). */
export const alertDealBodySchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  alertReason: z.string().max(TEXT_MAX).nullish(),
  alertRemark: z.string().max(MEASURED_MAX).nullish(),
});
export type AlertDealBody = z.infer<typeof alertDealBodySchema>;
