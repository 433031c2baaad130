import Decimal from 'decimal.js';
import type { MessageKey } from '../messages';
import { POSTCODE_PATTERN } from '../validation/base-client-patterns';
import type { PlaceFieldIssue } from './client';

/**
 * Address rules: postcode 6 digits, or empty for Hong Kong (which has no postcodes, so a Hong Kong
 * address with a postcode is refused); coordinates filled together, longitude -180..180, latitude
 * -90..90, at most 6 decimals (the columns are numeric(10,6)).
 */
export type AddressField = 'postcode' | 'longitude' | 'latitude';
export type AddressInput = {
  country?: string | null | undefined;
  province?: string | null | undefined;
  city?: string | null | undefined;
  postcode?: string | null | undefined;
  longitude?: number | string | null | undefined;
  latitude?: number | string | null | undefined;
};

const COORDINATE_FORMAT = /^-?\d{1,3}(\.\d{1,6})?$/;
const HONG_KONG = /香港|hong\s*kong|^hk$/i;

const blank = (v: unknown): boolean => v === null || v === undefined || String(v).trim() === '';

/** Whether the address lies in Hong Kong (country, province or city says so). */
export function isHongKongAddress(input: AddressInput): boolean {
  return [input.country, input.province, input.city].some((v) => !!v && HONG_KONG.test(v.trim()));
}

/** One coordinate: null when acceptable or empty, else the message key. */
export function checkCoordinate(
  kind: 'longitude' | 'latitude',
  value: number | string | null | undefined,
): MessageKey | null {
  if (blank(value)) return null;
  const text = String(value).trim();
  if (!COORDINATE_FORMAT.test(text)) return 'base.address.coordinateFormat';
  const limit = kind === 'longitude' ? 180 : 90;
  if (new Decimal(text).abs().greaterThan(limit)) {
    return kind === 'longitude' ? 'base.address.longitudeRange' : 'base.address.latitudeRange';
  }
  return null;
}

/** The postcode: null when acceptable, else the message key. */
export function checkPostcode(input: AddressInput): MessageKey | null {
  if (blank(input.postcode)) return null;
  if (isHongKongAddress(input)) return 'base.address.hkNoPostcode';
  return POSTCODE_PATTERN.test(String(input.postcode).trim()) ? null : 'base.address.invalidPostcode';
}

/** Every problem of an address, in field order. */
export function checkAddress(input: AddressInput): PlaceFieldIssue<AddressField>[] {
  const issues: PlaceFieldIssue<AddressField>[] = [];
  const postcode = checkPostcode(input);
  if (postcode) issues.push({ field: 'postcode', key: postcode });
  const lngBlank = blank(input.longitude);
  const latBlank = blank(input.latitude);
  if (lngBlank !== latBlank) {
    issues.push({ field: lngBlank ? 'longitude' : 'latitude', key: 'base.address.coordinatesTogether' });
    return issues;
  }
  for (const kind of ['longitude', 'latitude'] as const) {
    const key = checkCoordinate(kind, input[kind]);
    if (key) issues.push({ field: kind, key });
  }
  return issues;
}
