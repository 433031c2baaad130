import type { Station, StationDetail } from '@tms/contract';
import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { orMasked } from '../../../platform/personal-data';
import { optionalText } from '../../../platform/query-params';

/** A phone: mobile or landline, digits with + - ( ) and spaces (Hong Kong numbers have 8 digits). */
export const PHONE_PATTERN = /^\+?[\d\s()-]{5,20}$/;

const text = (max: number) => z.string().trim().max(max).nullish();
const decimalText = z
  .union([z.string().trim(), z.number()])
  .transform((v) => (v === '' ? null : String(v)))
  .pipe(
    z
      .string()
      .regex(/^\d{1,6}(\.\d{1,4})?$/, 'common.invalidNumber')
      .nullable(),
  )
  .nullish();
const minutes = z.number().int('common.integerOnly').min(0).max(100_000).nullish();
const coordinate = (max: number) =>
  z
    .union([z.string().trim(), z.number()])
    .transform((v) => (v === '' ? null : Number(v)))
    .pipe(z.number().min(-max).max(max).nullable())
    .nullish();

export const timeWindowSchema = z.object({
  id: z.number().int().optional(),
  weekday: text(20),
  weekdayCode: z.number().int(),
  startTime: z.string().trim().max(10),
  endTime: z.string().trim().max(10),
});

export const exTimeWindowSchema = z.object({
  id: z.number().int().optional(),
  weekdayCode: z.number().int().nullish(),
  startDay: z.string().trim().max(10),
  endDay: z.string().trim().max(10),
  startTime: z.string().trim().max(10),
  endTime: z.string().trim().max(10),
});

/** Numbers of a load rule arrive as numbers or decimal strings; the domain checks them. */
const ruleNumber = z.union([z.number(), z.string().trim().max(20)]);
export const loadRuleSchema = z.object({
  id: z.number().int().optional(),
  deliverProperty: z.number().int(),
  loadEfficiency: ruleNumber,
  cargoEfficiency: ruleNumber,
  fixedLoadTime: ruleNumber.nullish(),
  fixedCargoTime: ruleNumber.nullish(),
  fixedHandTime: ruleNumber,
  remark: text(REMARK_MAX),
});

export const stationBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
  name: z.string().trim().min(1).max(60),
  clientId: text(64),
  dispatchCenterId: text(64),
  type: z.string().trim().min(1).max(20),
  contactName: text(60),
  contactMobile: orMasked(
    z
      .string()
      .trim()
      .max(20)
      .transform((v) => v || null)
      .pipe(z.string().regex(PHONE_PATTERN, 'common.invalidFormat').nullable()),
  ).nullish(),
  province: text(30),
  city: text(30),
  area: text(30),
  address: text(200),
  longitude: coordinate(180),
  latitude: coordinate(90),
  zoneId: text(64),
  locationIds: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
  description: text(200),
  fenceDistance: z.number().int('common.integerOnly').min(0).max(100_000).nullish(),
  inCity: yesNo.default('N'),
  leadTimeDays: z.number().int('common.integerOnly').min(0).max(365).nullish(),
  unloadingTeam: text(60),
  deliveryType: text(20),
  transMode: text(20),
  billingMethod: text(20),
  handoverMethod: text(20),
  allocationFactor: decimalText,
  fixedLoadMinutes: minutes,
  fixedUnloadMinutes: minutes,
  fixedHandoverMinutes: minutes,
  loadEfficiency: decimalText,
  unloadEfficiency: decimalText,
  eSignature: yesNo.default('N'),
  allowLeave: yesNo.default('N'),
  deliveryPlan: yesNo.default('N'),
  newStore: yesNo.default('N'),
  deliveryDigital: yesNo.default('N'),
  handoverImageRequired: yesNo.default('N'),
  qrHandover: yesNo.default('N'),
  category1: text(60),
  category2: text(60),
  category3: text(60),
  category4: text(60),
  category5: text(60),
  category6: text(60),
  category7: text(60),
  entryGuide: text(800),
  enableFlag: yesNo.default('Y'),
  remark: text(REMARK_MAX),
  timeWindows: z
    .array(timeWindowSchema)
    .max(7 * 4)
    .default([]),
  exTimeWindows: z.array(exTimeWindowSchema).max(100).default([]),
  /** Optional: when sent, the station's load-efficiency rules are replaced by these. */
  loadRules: z.array(loadRuleSchema).max(10).optional(),
});
export type StationInput = z.infer<typeof stationBody>;

export const listQuery = pageQuery.extend(sortQuery.shape).extend({
  code: optionalText(30),
  name: optionalText(60),
  clientId: optionalText(64),
  type: optionalText(20),
  province: optionalText(30),
  city: optionalText(30),
  zoneId: optionalText(64),
  enableFlag: yesNo.optional(),
  inCity: yesNo.optional(),
  deliveryType: optionalText(20),
  dispatchCenterId: optionalText(64),
});
export type ListQuery = z.infer<typeof listQuery>;
export const filterQuery = listQuery.omit({ pageNum: true, pageSize: true });
export type FilterQuery = z.infer<typeof filterQuery>;

const n = z.string().nullable();
/** A station and its detail as the API answers them: the contract's records. */
export type StationView = Station;

export type { StationDetail };

export const stationOptionSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  clientId: n,
  dispatchCenterId: n,
  city: n,
  address: n,
  longitude: n,
  latitude: n,
  enableFlag: z.string(),
});
