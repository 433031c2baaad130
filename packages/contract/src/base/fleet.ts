import { z } from 'zod';

/**
 * Fleet records as the API answers them: carriers, drivers, vehicle models and vehicles. Dates and times
 * are ISO strings, decimals are strings (exact), flags are the stored 'Y'/'N' or review codes.
 */

/** A row of GET /system/carrier/list and the answer of /system/carrier/get. */
export const carrierSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  creditCode: z.string().nullable(),
  contact: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  blacklist: z.string(),
  blacklistReason: z.string().nullable(),
  reviewStatus: z.string(),
  reviewRemark: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type Carrier = z.infer<typeof carrierSchema>;

/** A row of GET /system/driver/list; hasPassword says an app password is set (the hash never leaves). */
export const driverSchema = z.object({
  uuid: z.string(),
  carrierId: z.string(),
  carrierCode: z.string().nullable(),
  carrierName: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  mobile: z.string(),
  idCard: z.string().nullable(),
  licenseType: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  licenseValidFrom: z.string().nullable(),
  licenseValidTo: z.string().nullable(),
  licenseFirstIssue: z.string().nullable(),
  healthCertNo: z.string().nullable(),
  healthValidFrom: z.string().nullable(),
  healthValidTo: z.string().nullable(),
  loginName: z.string().nullable(),
  hasPassword: z.boolean(),
  licenseImages: z.array(z.string()),
  healthImages: z.array(z.string()),
  qualificationImages: z.array(z.string()),
  reviewStatus: z.string(),
  reviewRemark: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type Driver = z.infer<typeof driverSchema>;

/**
 * A compartment of a multi-compartment body: one of the model's temperature layers with its own rated load
 * (kg, 3 decimals) and volume (m3, 6 decimals), each null when that layer is limited only by the whole body.
 */
export const modelCompartmentSchema = z.object({
  tempCode: z.string(),
  ratedLoadKg: z.string().nullable(),
  ratedVolumeM3: z.string().nullable(),
});
export type ModelCompartmentRecord = z.infer<typeof modelCompartmentSchema>;

/** A row of GET /system/vehicleModel/list; thermosphereName names the temperature layers. */
export const vehicleModelSchema = z.object({
  uuid: z.string(),
  carrierId: z.string().nullable(),
  carrierName: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  temperatureLayers: z.array(z.string()),
  thermosphereName: z.string(),
  ratedLoadKg: z.string(),
  ratedVolumeM3: z.string(),
  compartments: z.array(modelCompartmentSchema),
  ownWeightKg: z.string().nullable(),
  innerLength: z.string().nullable(),
  innerWidth: z.string().nullable(),
  innerHeight: z.string().nullable(),
  outerLength: z.string().nullable(),
  outerWidth: z.string().nullable(),
  outerHeight: z.string().nullable(),
  classification: z.string().nullable(),
  rosPushResult: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type VehicleModel = z.infer<typeof vehicleModelSchema>;

const nullableText = z.string().nullable();

/** A row of GET /system/vehicle/list; insuranceExpired is computed for the caller's day. */
export const vehicleSchema = z.object({
  uuid: z.string(),
  carrierId: z.string(),
  carrierName: nullableText,
  driverId: nullableText,
  driverName: nullableText,
  vehicleModelId: nullableText,
  vehicleModelName: nullableText,
  thermosphereName: nullableText,
  code: z.string(),
  plateNumber: z.string(),
  frameNumber: nullableText,
  logisticsPlatform: nullableText,
  locked: z.string(),
  brand: nullableText,
  ownFlag: z.string(),
  deviceNumber: nullableText,
  description: nullableText,
  registrationDate: nullableText,
  scrapDate: nullableText,
  inspectionStart: nullableText,
  inspectionEnd: nullableText,
  insuranceStart: nullableText,
  insuranceEnd: nullableText,
  licenseNumber: nullableText,
  length: nullableText,
  width: nullableText,
  height: nullableText,
  ownWeightKg: nullableText,
  tonnage: nullableText,
  emissionStandard: nullableText,
  fuelConsumption: nullableText,
  reeferFuelConsumption: nullableText,
  age: z.number().nullable(),
  drivingLicenseFront: z.array(z.string()),
  drivingLicenseBack: z.array(z.string()),
  transportPermit: z.array(z.string()),
  insuranceFiles: z.array(z.string()),
  inspectionCertificate: z.array(z.string()),
  reviewStatus: z.string(),
  reviewRemark: nullableText,
  enableFlag: z.string(),
  remark: nullableText,
  insuranceExpired: z.boolean(),
  createTime: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;
