import Decimal from 'decimal.js';
import type { MessageKey } from '../messages';

/**
 * Client-level temperature range: "min and max temperature filled together; minimum 0". Reading: both
 * bounds are filled or both left empty; the minimum is 0 °C or more (so the whole range is at or above
 * 0 °C: the client's chilled/ambient requirement; frozen goods are governed by the item temperature layer,
 * -18 °C, not by this range); the minimum is not above the maximum.
 * Values carry at most one decimal (the column is numeric(6,1)) and lie within -999.9..9999.9 by format.
 */
export type ClientTemperatureField = 'minTemperature' | 'maxTemperature';
export type PlaceFieldIssue<F extends string = string> = { field: F; key: MessageKey };

export type ClientTemperatureInput = {
  minTemperature?: number | string | null | undefined;
  maxTemperature?: number | string | null | undefined;
};

export const CLIENT_TEMPERATURE_MAX = 99.9;
const TEMPERATURE_FORMAT = /^-?\d{1,4}(\.\d)?$/;

const blank = (v: unknown): v is null | undefined | '' => v === null || v === undefined || v === '';

/** The first problem of a client's temperature range, or null when it is acceptable. */
export function checkClientTemperature(
  input: ClientTemperatureInput,
): PlaceFieldIssue<ClientTemperatureField> | null {
  const { minTemperature: min, maxTemperature: max } = input;
  if (blank(min) && blank(max)) return null;
  if (blank(min)) return { field: 'minTemperature', key: 'base.client.temperatureTogether' };
  if (blank(max)) return { field: 'maxTemperature', key: 'base.client.temperatureTogether' };
  for (const [field, value] of [
    ['minTemperature', min],
    ['maxTemperature', max],
  ] as const) {
    if (!TEMPERATURE_FORMAT.test(String(value).trim()))
      return { field, key: 'base.client.temperatureFormat' };
  }
  const low = new Decimal(String(min).trim());
  const high = new Decimal(String(max).trim());
  if (low.isNegative() && !low.isZero())
    return { field: 'minTemperature', key: 'base.client.minTemperatureBelowZero' };
  if (high.greaterThan(CLIENT_TEMPERATURE_MAX))
    return { field: 'maxTemperature', key: 'base.client.temperatureTooHigh' };
  if (low.greaterThan(high)) return { field: 'minTemperature', key: 'base.client.minAboveMax' };
  return null;
}

/** "0 ~ 4 °C" for lists; empty when no range is set. */
export function formatTemperatureRange(input: ClientTemperatureInput): string {
  if (blank(input.minTemperature) || blank(input.maxTemperature)) return '';
  return `${new Decimal(String(input.minTemperature)).toString()} ~ ${new Decimal(String(input.maxTemperature)).toString()} °C`;
}
