import Decimal from 'decimal.js';
import type { MessageKey } from '../messages';
import { MOBILE_PATTERN } from '../validation/patterns';

/**
 * Rules of carriers, drivers, vehicles and vehicle models, shared by
 * the server and the web forms. A check answers problems as `{field, key, params}`: `field` is the
 * form/API field name, `key` a message key of messages/base-fleet.ts (or common.ts).
 * Calendar days are 'YYYY-MM-DD' strings; "today" is passed in (the caller's time zone decides it).
 */
export type FleetProblem = { field: string; key: MessageKey; params?: Record<string, unknown> };

/** Driver images per field: "up to 10 images". */
export const DRIVER_IMAGE_MAX = 10;
/** Vehicle document images per field: "some uploads up to 5 pictures". */
export const VEHICLE_IMAGE_MAX = 5;

/** review_status dictionary. */
export const REVIEW_STATUSES = ['0', '1', '2'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_PENDING: ReviewStatus = '0';
export const REVIEW_APPROVED: ReviewStatus = '1';
export const REVIEW_REJECTED: ReviewStatus = '2';

/** Driver mobile: 1, then 3 to 9, then 9 digits. */
export function isDriverMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Mainland resident ID: 18 characters, a valid birth date, and the ISO 7064 MOD 11-2 check character. */
export function isMainlandIdCard(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const dayOfMonth = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== dayOfMonth) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK[sum % 11] === id[17];
}

/** The check character of a Hong Kong identity card number (letters and 6 digits before it). */
export function hkIdCheckDigit(prefix: string): string {
  const body = prefix.toUpperCase();
  const letters = body.replace(/\d/g, '');
  const digits = body.replace(/[A-Z]/g, '');
  // A single-letter number counts a space (value 36) in the first position.
  const values = [
    ...(letters.length === 1 ? [36] : []),
    ...letters.split('').map((c) => c.charCodeAt(0) - 55),
    ...digits.split('').map(Number),
  ];
  const sum = values.reduce((acc, v, i) => acc + v * (9 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'A' : String(check);
}

/** Hong Kong identity card: one or two letters, 6 digits and a check character, e.g. A123456(3). */
export function isHkIdCard(value: string): boolean {
  const match = /^([A-Z]{1,2}\d{6})\(?([\dA])\)?$/.exec(value.toUpperCase());
  if (!match?.[1] || !match[2]) return false;
  return hkIdCheckDigit(match[1]) === match[2];
}

/** The ID card field accepts a mainland ID or a Hong Kong ID. */
export function isIdCard(value: string): boolean {
  return isMainlandIdCard(value) || isHkIdCard(value);
}

/** Mainland plates: province, letter, 5 characters (new-energy: 6, D/F first or last); 挂 for trailers. */
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const MAINLAND_PLATE = new RegExp(
  `^[${PROVINCES}][A-HJ-NP-Z](?:[A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂]|[DF][A-HJ-NP-Z0-9]\\d{4}|\\d{5}[DF])$`,
);
/** Hong Kong plates: two letters (no I, O, Q) and 1 to 4 digits, e.g. AB1234. */
const HK_PLATE = /^[A-HJ-NPR-Z]{2}[1-9]\d{0,3}$/;

export function isPlateNumber(value: string): boolean {
  const plate = value.trim().toUpperCase();
  return MAINLAND_PLATE.test(plate) || HK_PLATE.test(plate);
}

/** Plates are stored upper case without spaces or the middle dot (沪A·12345 is 沪A12345). */
export function normalizePlate(value: string): string {
  return value.replace(/[\s·•.-]/g, '').toUpperCase();
}

/** "Not in the future": a day on or before today. */
export function notAfterToday(day: string, today: string): boolean {
  return day <= today;
}

/** An end strictly after its start (both given); a missing side is not this rule's business. */
export function endAfterStart(start: string | null | undefined, end: string | null | undefined): boolean {
  if (!start || !end) return true;
  return end > start;
}

/** Insurance expired: the end day is before today. */
export function isInsuranceExpired(insuranceEnd: string | null | undefined, today: string): boolean {
  return !!insuranceEnd && insuranceEnd < today;
}

export type DriverRuleInput = {
  mobile?: string | null | undefined;
  idCard?: string | null | undefined;
  licenseValidFrom?: string | null | undefined;
  licenseValidTo?: string | null | undefined;
  licenseFirstIssue?: string | null | undefined;
  healthValidFrom?: string | null | undefined;
  healthValidTo?: string | null | undefined;
  licenseImages?: readonly unknown[] | null | undefined;
  healthImages?: readonly unknown[] | null | undefined;
  qualificationImages?: readonly unknown[] | null | undefined;
};

/** Every driver rule; an empty list means the driver is fine. */
export function checkDriver(input: DriverRuleInput, today: string): FleetProblem[] {
  const problems: FleetProblem[] = [];
  if (input.mobile && !isDriverMobile(input.mobile)) {
    problems.push({ field: 'mobile', key: 'common.invalidMobile' });
  }
  if (input.idCard && !isIdCard(input.idCard))
    problems.push({ field: 'idCard', key: 'base.fleet.invalidIdCard' });
  for (const field of ['licenseValidFrom', 'licenseFirstIssue', 'healthValidFrom'] as const) {
    const value = input[field];
    if (value && !notAfterToday(value, today)) problems.push({ field, key: 'base.fleet.dateInFuture' });
  }
  if (!endAfterStart(input.licenseValidFrom, input.licenseValidTo)) {
    problems.push({ field: 'licenseValidTo', key: 'base.fleet.endBeforeStart' });
  }
  if (!endAfterStart(input.healthValidFrom, input.healthValidTo)) {
    problems.push({ field: 'healthValidTo', key: 'base.fleet.endBeforeStart' });
  }
  if (input.licenseFirstIssue && input.licenseValidFrom && input.licenseFirstIssue > input.licenseValidFrom) {
    problems.push({ field: 'licenseFirstIssue', key: 'base.fleet.firstIssueAfterValidity' });
  }
  if (!input.licenseImages?.length)
    problems.push({ field: 'licenseImages', key: 'base.fleet.licenseImageRequired' });
  for (const field of ['licenseImages', 'healthImages', 'qualificationImages'] as const) {
    if ((input[field]?.length ?? 0) > DRIVER_IMAGE_MAX) {
      problems.push({ field, key: 'base.fleet.tooManyImages', params: { max: DRIVER_IMAGE_MAX } });
    }
  }
  return problems;
}

export type VehicleRuleInput = {
  plateNumber?: string | null | undefined;
  registrationDate?: string | null | undefined;
  scrapDate?: string | null | undefined;
  inspectionStart?: string | null | undefined;
  inspectionEnd?: string | null | undefined;
  insuranceStart?: string | null | undefined;
  insuranceEnd?: string | null | undefined;
  drivingLicenseFront?: readonly unknown[] | null | undefined;
  drivingLicenseBack?: readonly unknown[] | null | undefined;
  transportPermit?: readonly unknown[] | null | undefined;
  insuranceFiles?: readonly unknown[] | null | undefined;
  inspectionCertificate?: readonly unknown[] | null | undefined;
};

export const VEHICLE_IMAGE_FIELDS = [
  'drivingLicenseFront',
  'drivingLicenseBack',
  'transportPermit',
  'insuranceFiles',
  'inspectionCertificate',
] as const;

/**
 * Every vehicle rule that refuses a save. The insurance-expired message is a
 * warning (see `isInsuranceExpired`), not a refusal: a vehicle whose cover lapsed is still recorded.
 */
export function checkVehicle(input: VehicleRuleInput): FleetProblem[] {
  const problems: FleetProblem[] = [];
  if (input.plateNumber && !isPlateNumber(input.plateNumber)) {
    problems.push({ field: 'plateNumber', key: 'base.fleet.invalidPlate' });
  }
  if (!input.insuranceStart) problems.push({ field: 'insuranceStart', key: 'common.required' });
  if (!input.insuranceEnd) problems.push({ field: 'insuranceEnd', key: 'common.required' });
  if (!endAfterStart(input.insuranceStart, input.insuranceEnd)) {
    problems.push({ field: 'insuranceEnd', key: 'base.fleet.insuranceEndBeforeStart' });
  }
  if (!endAfterStart(input.inspectionStart, input.inspectionEnd)) {
    problems.push({ field: 'inspectionEnd', key: 'base.fleet.endBeforeStart' });
  }
  if (!endAfterStart(input.registrationDate, input.scrapDate)) {
    problems.push({ field: 'scrapDate', key: 'base.fleet.scrapBeforeRegistration' });
  }
  const required = {
    drivingLicenseFront: 'base.fleet.licenseFrontRequired',
    drivingLicenseBack: 'base.fleet.licenseBackRequired',
    insuranceFiles: 'base.fleet.insuranceFileRequired',
  } as const;
  for (const [field, key] of Object.entries(required)) {
    if (!input[field as keyof typeof required]?.length) problems.push({ field, key });
  }
  for (const field of VEHICLE_IMAGE_FIELDS) {
    if ((input[field]?.length ?? 0) > VEHICLE_IMAGE_MAX) {
      problems.push({ field, key: 'base.fleet.tooManyImages', params: { max: VEHICLE_IMAGE_MAX } });
    }
  }
  return problems;
}

/**
 * A positive decimal with at most `scale` decimals and `precision` digits in all (numeric(p, s)):
 * rated load kg (14, 3), rated volume m3 (14, 6), dimensions m (10, 3). Empty passes (optional fields).
 */
export function checkPositiveDecimal(
  value: string | number | null | undefined,
  field: string,
  { precision, scale }: { precision: number; scale: number },
): FleetProblem | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  if (!/^\d+(\.\d+)?$/.test(text) || new Decimal(text).lte(0)) {
    return { field, key: 'base.fleet.positiveDecimal' };
  }
  const number = new Decimal(text);
  if (number.decimalPlaces() > scale || number.trunc().toFixed().length > precision - scale) {
    return { field, key: 'base.fleet.decimalTooLong', params: { integer: precision - scale, scale } };
  }
  return null;
}

export const KG_DECIMAL = { precision: 14, scale: 3 } as const;
export const M3_DECIMAL = { precision: 14, scale: 6 } as const;
export const METRE_DECIMAL = { precision: 10, scale: 3 } as const;

/**
 * The capacity of one temperature layer's compartment of a multi-compartment body. A figure is a decimal
 * string as the model's own rated figures are stored (kg with 3 decimals, m3 with 6), or null when the
 * compartment does not limit it (only the whole body's figure applies then).
 */
export type ModelCompartment = { tempCode: string; ratedLoadKg: string | null; ratedVolumeM3: string | null };

/** A compartment as a form or an API body gives it, before checking. */
export type CompartmentRuleInput = {
  tempCode?: string | null | undefined;
  ratedLoadKg?: string | number | null | undefined;
  ratedVolumeM3?: string | number | null | undefined;
};

const emptyFigure = (v: string | number | null | undefined): v is null | undefined | '' =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * A decimal of 0 or more with at most `scale` decimals and `precision` digits in all (numeric(p, s)).
 * Empty passes (the figure is not limited).
 */
function checkCompartmentFigure(
  value: string | number | null | undefined,
  field: string,
  { precision, scale }: { precision: number; scale: number },
): FleetProblem | null {
  if (emptyFigure(value)) return null;
  const text = String(value).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return { field, key: 'base.fleet.nonNegativeDecimal' };
  const number = new Decimal(text);
  if (number.decimalPlaces() > scale || number.trunc().toFixed().length > precision - scale) {
    return { field, key: 'base.fleet.decimalTooLong', params: { integer: precision - scale, scale } };
  }
  return null;
}

/** The problem field of a compartment's figure: `compartments.<tempCode>.<figure>`, stable as layers change. */
export const compartmentField = (tempCode: string, figure: 'ratedLoadKg' | 'ratedVolumeM3') =>
  `compartments.${tempCode}.${figure}`;

/**
 * Compartment rules of a vehicle model: each compartment names one of the model's temperature layers, once;
 * its figures are 0 or more with the precision of the model's (kg 3 decimals, m3 6) and not above the
 * whole body's rated figure when that is given. The compartments together may exceed the whole body
 * (movable bulkheads: each layer may take up to its share, the whole body still caps the sum).
 */
export function checkModelCompartments(input: {
  temperatureLayers?: readonly string[] | null | undefined;
  ratedLoadKg?: string | number | null | undefined;
  ratedVolumeM3?: string | number | null | undefined;
  compartments?: readonly CompartmentRuleInput[] | null | undefined;
}): FleetProblem[] {
  const problems: FleetProblem[] = [];
  const layers = input.temperatureLayers ?? [];
  const seen = new Set<string>();
  for (const compartment of input.compartments ?? []) {
    const tempCode = compartment.tempCode?.trim() ?? '';
    if (!layers.includes(tempCode)) {
      problems.push({
        field: 'compartments',
        key: 'base.fleet.compartmentLayer',
        params: { value: tempCode },
      });
      continue;
    }
    if (seen.has(tempCode)) {
      problems.push({
        field: 'compartments',
        key: 'base.fleet.compartmentRepeated',
        params: { value: tempCode },
      });
      continue;
    }
    seen.add(tempCode);
    const figures = [
      { figure: 'ratedLoadKg', rule: KG_DECIMAL, over: 'base.fleet.compartmentLoadOverModel' },
      { figure: 'ratedVolumeM3', rule: M3_DECIMAL, over: 'base.fleet.compartmentVolumeOverModel' },
    ] as const;
    for (const { figure, rule, over } of figures) {
      const field = compartmentField(tempCode, figure);
      const value = compartment[figure];
      const bad = checkCompartmentFigure(value, field, rule);
      if (bad) {
        problems.push(bad);
        continue;
      }
      const whole = input[figure];
      if (emptyFigure(value) || emptyFigure(whole) || checkPositiveDecimal(whole, figure, rule)) continue;
      if (new Decimal(String(value).trim()).gt(new Decimal(String(whole).trim()))) {
        problems.push({ field, key: over, params: { rated: new Decimal(String(whole).trim()).toFixed() } });
      }
    }
  }
  return problems;
}

/**
 * Compartments as stored: trimmed codes, figures at the columns' scale (kg 3 decimals, m3 6, as numeric
 * answers them), compartments limiting nothing left out. Call after checkModelCompartments.
 */
export function storedCompartments(
  list: readonly CompartmentRuleInput[] | null | undefined,
): ModelCompartment[] {
  const figure = (v: string | number | null | undefined, scale: number) =>
    emptyFigure(v) ? null : new Decimal(String(v).trim()).toFixed(scale);
  return (list ?? [])
    .map((c) => ({
      tempCode: c.tempCode?.trim() ?? '',
      ratedLoadKg: figure(c.ratedLoadKg, KG_DECIMAL.scale),
      ratedVolumeM3: figure(c.ratedVolumeM3, M3_DECIMAL.scale),
    }))
    .filter((c) => c.ratedLoadKg !== null || c.ratedVolumeM3 !== null);
}

export type VehicleModelRuleInput = {
  temperatureLayers?: readonly string[] | null | undefined;
  compartments?: readonly CompartmentRuleInput[] | null | undefined;
  ratedLoadKg?: string | number | null | undefined;
  ratedVolumeM3?: string | number | null | undefined;
  ownWeightKg?: string | number | null | undefined;
  innerLength?: string | number | null | undefined;
  innerWidth?: string | number | null | undefined;
  innerHeight?: string | number | null | undefined;
  outerLength?: string | number | null | undefined;
  outerWidth?: string | number | null | undefined;
  outerHeight?: string | number | null | undefined;
};

/**
 * Vehicle model rules: layers from item_temperature, positive capacities, inside not larger than outside,
 * compartments as checkModelCompartments says.
 */
export function checkVehicleModel(
  input: VehicleModelRuleInput,
  knownLayers: readonly string[],
): FleetProblem[] {
  const problems: FleetProblem[] = [];
  const layers = input.temperatureLayers ?? [];
  if (layers.length === 0) problems.push({ field: 'temperatureLayers', key: 'common.required' });
  const unknown = layers.find((l) => !knownLayers.includes(l));
  if (unknown !== undefined) {
    problems.push({ field: 'temperatureLayers', key: 'base.fleet.unknownLayer', params: { value: unknown } });
  } else if (new Set(layers).size !== layers.length) {
    problems.push({ field: 'temperatureLayers', key: 'base.fleet.layerRepeated' });
  }
  if (input.ratedLoadKg === null || input.ratedLoadKg === undefined || input.ratedLoadKg === '') {
    problems.push({ field: 'ratedLoadKg', key: 'common.required' });
  }
  if (input.ratedVolumeM3 === null || input.ratedVolumeM3 === undefined || input.ratedVolumeM3 === '') {
    problems.push({ field: 'ratedVolumeM3', key: 'common.required' });
  }
  const decimals = [
    checkPositiveDecimal(input.ratedLoadKg, 'ratedLoadKg', KG_DECIMAL),
    checkPositiveDecimal(input.ratedVolumeM3, 'ratedVolumeM3', M3_DECIMAL),
    checkPositiveDecimal(input.ownWeightKg, 'ownWeightKg', KG_DECIMAL),
  ];
  for (const side of ['Length', 'Width', 'Height'] as const) {
    decimals.push(checkPositiveDecimal(input[`inner${side}`], `inner${side}`, METRE_DECIMAL));
    decimals.push(checkPositiveDecimal(input[`outer${side}`], `outer${side}`, METRE_DECIMAL));
  }
  const bad = decimals.filter((p): p is FleetProblem => p !== null);
  problems.push(...bad);
  problems.push(...checkModelCompartments(input));
  for (const side of ['Length', 'Width', 'Height'] as const) {
    const inner = input[`inner${side}`];
    const outer = input[`outer${side}`];
    if (bad.some((p) => p.field === `inner${side}` || p.field === `outer${side}`)) continue;
    if (
      inner !== null &&
      inner !== undefined &&
      inner !== '' &&
      outer !== null &&
      outer !== undefined &&
      outer !== ''
    ) {
      if (new Decimal(String(inner)).gt(new Decimal(String(outer)))) {
        problems.push({ field: `inner${side}`, key: 'base.fleet.innerLargerThanOuter' });
      }
    }
  }
  return problems;
}

/**
 * thermosphereName: the labels of the model's temperature layers, in the dictionary's order, joined
 * with '/' (冷冻 (-18℃)/冷藏 (0~4℃)). Unknown codes show as they are.
 */
export function thermosphereName(
  layers: readonly string[],
  dictionary: readonly { value: string; label: string }[],
): string {
  const order = new Map(dictionary.map((d, i) => [d.value, i]));
  const label = new Map(dictionary.map((d) => [d.value, d.label]));
  return [...new Set(layers)]
    .sort((a, b) => (order.get(a) ?? 99) - (order.get(b) ?? 99))
    .map((l) => label.get(l) ?? l)
    .join('/');
}
