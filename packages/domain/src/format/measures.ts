/**
 * Measured values as people read them. Devices send speeds and temperatures with whatever precision
 * their arithmetic left (a speed in knots times 1.852 is 38.52160000000001 km/h; a temperature stored
 * as a 4-byte float reads back as 2.700000047683716), so every screen, export and message rounds them
 * by this one rule: the decimals a person uses for each kind of measure.
 */

export type Measure = 'speed' | 'temperature' | 'km' | 'metres' | 'minutes';

/** Decimals shown per measure: a tenth of a km/h, °C or km; whole metres and minutes. */
export const MEASURE_DECIMALS: Readonly<Record<Measure, number>> = {
  speed: 1,
  temperature: 1,
  km: 1,
  metres: 0,
  minutes: 0,
};

export const MEASURE_UNITS: Readonly<Record<Measure, string>> = {
  speed: 'km/h',
  temperature: '°C',
  km: 'km',
  metres: 'm',
  minutes: 'min',
};

/**
 * The value rounded to its measure's decimals (half away from zero, as people round), never `-0`.
 * Works on the decimal text of the number, so 0.05 rounds to 0.1 although it is stored as 0.04999….
 */
export function roundMeasure(measure: Measure, value: number): number {
  if (!Number.isFinite(value)) return value;
  const digits = MEASURE_DECIMALS[measure];
  const magnitude = Math.abs(value);
  // Exponent notation (1e-7, 1e+21) has no decimal text to shift; plain arithmetic is exact enough there.
  const shifted = String(magnitude).includes('e')
    ? magnitude * 10 ** digits
    : Number(`${magnitude}e${digits}`);
  const rounded = Math.round(shifted) / 10 ** digits;
  const signed = value < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed;
}

/** roundMeasure for a value that may be missing. */
export function roundMeasureOrNull(measure: Measure, value: number | null | undefined): number | null {
  return value === null || value === undefined || !Number.isFinite(value)
    ? null
    : roundMeasure(measure, value);
}

/** The rounded value as text without trailing zeros ("38.5", "90", "-20.1"); '' when missing. */
export function formatMeasure(measure: Measure, value: number | null | undefined): string {
  const rounded = roundMeasureOrNull(measure, value);
  return rounded === null ? '' : String(rounded);
}

/** The rounded value with its unit ("38.5 km/h", "-20.1 °C"); '-' when missing. */
export function measureText(measure: Measure, value: number | null | undefined): string {
  const text = formatMeasure(measure, value);
  return text === '' ? '-' : `${text} ${MEASURE_UNITS[measure]}`;
}
