import { describe, expect, it } from 'vitest';
import { formatMeasure, measureText, roundMeasure, roundMeasureOrNull } from './measures';

describe('measured values for people', () => {
  it('a speed from knots reads as one decimal: 38.52160000000001 km/h is 38.5', () => {
    expect(formatMeasure('speed', 20.8 * 1.852)).toBe('38.5');
    expect(measureText('speed', 38.52160000000001)).toBe('38.5 km/h');
  });

  it('a temperature read back from a 4-byte float reads as stored: 2.700000047683716 is 2.7', () => {
    expect(roundMeasure('temperature', Math.fround(2.7))).toBe(2.7);
    expect(measureText('temperature', Math.fround(-18.3))).toBe('-18.3 °C');
  });

  it('rounds half away from zero on the decimal text, so 0.05 is 0.1 and -0.05 is -0.1', () => {
    expect(roundMeasure('temperature', 0.05)).toBe(0.1);
    expect(roundMeasure('temperature', -0.05)).toBe(-0.1);
    expect(roundMeasure('km', 1.005)).toBe(1);
  });

  it('never shows minus zero: -0.04 °C is 0', () => {
    expect(formatMeasure('temperature', -0.04)).toBe('0');
  });

  it('drops trailing zeros: a limit of 90 reads 90, not 90.0', () => {
    expect(formatMeasure('speed', 90)).toBe('90');
  });

  it('shows whole metres and minutes', () => {
    expect(formatMeasure('metres', 1234.56)).toBe('1235');
    expect(formatMeasure('minutes', 12.4)).toBe('12');
  });

  it('a missing value is empty as a number and a dash with its unit', () => {
    expect(roundMeasureOrNull('speed', null)).toBeNull();
    expect(roundMeasureOrNull('speed', Number.NaN)).toBeNull();
    expect(formatMeasure('speed', undefined)).toBe('');
    expect(measureText('temperature', null)).toBe('-');
  });
});

describe('measured values far from the usual range', () => {
  it('rounds tiny and huge values written in exponent notation', () => {
    expect(roundMeasure('speed', 1e-7)).toBe(0);
    expect(roundMeasure('km', 1e21)).toBe(1e21);
  });
});
