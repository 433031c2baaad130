import { modelCompartmentSchema } from '@tms/contract';
import {
  CODE_PATTERN,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REMARK_MAX,
} from '@tms/domain';
import { z } from 'zod';
import { envelope, pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { orMasked } from '../../../platform/personal-data';
import { optionalText } from '../../../platform/query-params';
import { dayField, decimalField, flagFilter, imageIds, reviewStatusFilter, text } from './fleet-shared';

export const uuidParams = z.object({ uuid: z.string().trim().min(1).max(64) });
export const codeField = z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode');
export const remarkField = z
  .string()
  .max(REMARK_MAX, 'common.tooLong')
  .nullish()
  .transform((v) => (v ? v : null));
export const idsBody = z.object({ ids: z.array(z.string().trim().min(1).max(64)).min(1).max(500) });
export const savedSchema = envelope(z.object({ uuid: z.string() }));
export const listQuery = pageQuery.extend(sortQuery.shape);
export const optionQuery = z.object({ keyword: optionalText(60), carrierId: optionalText(64) });

/** Carrier contact mobile: a mainland mobile, or an 8-digit Hong Kong number. */
const CARRIER_PHONE = /^(1[3-9]\d{9}|[4-9]\d{7})$/;

export const carrierBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code: codeField,
  name: z.string().trim().min(1).max(100),
  shortName: text(60),
  creditCode: text(30),
  contact: text(60),
  mobile: orMasked(
    z
      .string()
      .trim()
      .regex(new RegExp(`^(${CARRIER_PHONE.source.slice(1, -1)})?$`), 'common.invalidMobile'),
  )
    .nullish()
    .transform((v) => (v ? v : null)),
  email: z
    .string()
    .trim()
    .max(60)
    .regex(new RegExp(`^$|${EMAIL_PATTERN.source}`), 'common.invalidEmail')
    .nullish()
    .transform((v) => (v ? v : null)),
  address: text(200),
  enableFlag: yesNo.default('Y'),
  remark: remarkField,
});

export const carrierListQuery = listQuery.extend({
  code: optionalText(30),
  name: optionalText(100),
  reviewStatus: reviewStatusFilter,
  blacklist: flagFilter,
  enableFlag: flagFilter,
});

export const driverBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  carrierId: z
    .string({ error: 'base.fleet.carrierRequired' })
    .trim()
    .min(1, 'base.fleet.carrierRequired')
    .max(64),
  code: codeField,
  name: z.string().trim().min(1).max(30),
  mobile: orMasked(z.string().trim().regex(MOBILE_PATTERN, 'common.invalidMobile')),
  idCard: text(20),
  licenseType: text(10),
  licenseNumber: text(30),
  licenseValidFrom: dayField,
  licenseValidTo: dayField,
  licenseFirstIssue: dayField,
  healthCertNo: text(30),
  healthValidFrom: dayField,
  healthValidTo: dayField,
  loginName: z
    .string()
    .trim()
    .max(30)
    .regex(/^([A-Za-z0-9_.@-]{3,30})?$/, 'common.invalidFormat')
    .nullish()
    .transform((v) => (v ? v : null)),
  password: z
    .string()
    .max(PASSWORD_MAX, 'auth.passwordLength')
    .refine((v) => v === '' || v.length >= PASSWORD_MIN, 'auth.passwordLength')
    .nullish()
    .transform((v) => (v ? v : null)),
  licenseImages: imageIds,
  healthImages: imageIds,
  qualificationImages: imageIds,
  enableFlag: yesNo.default('Y'),
  remark: remarkField,
});

export const driverListQuery = listQuery.extend({
  carrierId: optionalText(64),
  code: optionalText(30),
  name: optionalText(30),
  mobile: optionalText(11),
  loginName: optionalText(30),
  reviewStatus: reviewStatusFilter,
  enableFlag: flagFilter,
});

export const modelBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  carrierId: text(64),
  code: codeField,
  name: z.string().trim().min(1).max(60),
  temperatureLayers: z.array(z.string().trim().min(1).max(30)).max(10).default([]),
  ratedLoadKg: decimalField,
  ratedVolumeM3: decimalField,
  /** Per-layer capacities; the layers, figures and limits are checked by the domain (checkVehicleModel). */
  compartments: z
    .array(
      z.object({
        tempCode: z.string().trim().min(1).max(30),
        ratedLoadKg: decimalField,
        ratedVolumeM3: decimalField,
      }),
    )
    .max(10)
    .nullish()
    .transform((v) => v ?? []),
  ownWeightKg: decimalField,
  innerLength: decimalField,
  innerWidth: decimalField,
  innerHeight: decimalField,
  outerLength: decimalField,
  outerWidth: decimalField,
  outerHeight: decimalField,
  classification: text(30),
  enableFlag: yesNo.default('Y'),
  remark: remarkField,
});

export const modelListQuery = listQuery.extend({
  carrierId: optionalText(64),
  code: optionalText(30),
  name: optionalText(60),
  classification: optionalText(30),
  temperatureLayer: optionalText(30),
  enableFlag: flagFilter,
});

export const modelOptionSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  temperatureLayers: z.array(z.string()),
  thermosphereName: z.string(),
  ratedLoadKg: z.string(),
  ratedVolumeM3: z.string(),
  compartments: z.array(modelCompartmentSchema),
});

/** A dispatch picker row: the option (name is the plate) with the vehicle's carrier and model. */
export const vehicleOptionSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  carrierId: z.string(),
  vehicleModelId: z.string().nullable(),
  vehicleModelName: z.string().nullable(),
  temperatureLayers: z.array(z.string()),
  thermosphereName: z.string(),
  ratedLoadKg: z.string().nullable(),
  ratedVolumeM3: z.string().nullable(),
});

export const vehicleBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  carrierId: z
    .string({ error: 'base.fleet.carrierRequired' })
    .trim()
    .min(1, 'base.fleet.carrierRequired')
    .max(64),
  driverId: text(64),
  vehicleModelId: text(64),
  code: codeField,
  plateNumber: z.string().trim().min(1).max(12),
  frameNumber: text(30),
  logisticsPlatform: text(60),
  locked: yesNo.default('N'),
  brand: text(30),
  ownFlag: yesNo.default('N'),
  deviceNumber: text(30),
  description: text(200),
  registrationDate: dayField,
  scrapDate: dayField,
  inspectionStart: dayField,
  inspectionEnd: dayField,
  insuranceStart: dayField,
  insuranceEnd: dayField,
  licenseNumber: text(30),
  length: decimalField,
  width: decimalField,
  height: decimalField,
  ownWeightKg: decimalField,
  tonnage: decimalField,
  emissionStandard: text(20),
  fuelConsumption: decimalField,
  reeferFuelConsumption: decimalField,
  age: z.coerce
    .number()
    .int('common.integerOnly')
    .min(0)
    .max(100)
    .nullish()
    .transform((v) => v ?? null),
  drivingLicenseFront: imageIds,
  drivingLicenseBack: imageIds,
  transportPermit: imageIds,
  insuranceFiles: imageIds,
  inspectionCertificate: imageIds,
  enableFlag: yesNo.default('Y'),
  remark: remarkField,
});

export const vehicleListQuery = listQuery.extend({
  carrierId: optionalText(64),
  code: optionalText(30),
  plateNumber: optionalText(12),
  vehicleModelId: optionalText(64),
  reviewStatus: reviewStatusFilter,
  enableFlag: flagFilter,
  insuranceExpired: flagFilter,
});
