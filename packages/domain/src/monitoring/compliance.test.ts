import { describe, expect, it } from 'vitest';
import { type ComplianceReading, temperatureCompliance } from './compliance';
import { min } from './test-fixtures';
import type { TemperatureBand, TemperatureWay } from './types';

const CHILLED: TemperatureBand = { min: 0, max: 4 };
const bands = (
  over: Partial<Record<TemperatureWay, TemperatureBand | null>> = {},
): Record<TemperatureWay, TemperatureBand | null> => ({ 1: CHILLED, 2: null, 3: null, 4: null, ...over });
const at = (minute: number, v1: number | null, v2: number | null = null): ComplianceReading => ({
  time: min(minute),
  values: { 1: v1, 2: v2 },
});

describe('temperature compliance', () => {
  it('a reading holds until the next: 30 of 60 minutes too warm is a rate of 0.5 with 30 hot minutes', () => {
    const out = temperatureCompliance({
      readings: [at(0, 2), at(10, 6), at(20, 7), at(30, 5), at(40, 3), at(50, 3)],
      bands: bands(),
      from: min(0),
      to: min(60),
    });
    expect(out).toEqual({ judgedMinutes: 60, inBandMinutes: 30, hotMinutes: 30, coldMinutes: 0, rate: 0.5 });
  });

  it('too cold counts as cold minutes, apart from hot ones', () => {
    const out = temperatureCompliance({
      readings: [at(0, -2), at(15, 2), at(30, 9)],
      bands: bands(),
      from: min(0),
      to: min(45),
    });
    expect(out.coldMinutes).toBe(15);
    expect(out.hotMinutes).toBe(15);
    expect(out.inBandMinutes).toBe(15);
    expect(out.rate).toBeCloseTo(1 / 3, 4);
  });

  it('a warm compartment wins over a cold one at the same time', () => {
    const out = temperatureCompliance({
      readings: [at(0, 9, -30), at(10, 2, -20)],
      bands: bands({ 2: { min: null, max: -18 } }),
      from: min(0),
      to: min(10),
    });
    expect(out.hotMinutes).toBe(10);
    expect(out.coldMinutes).toBe(0);
  });

  it('readings before departure or after arrival are not in transit', () => {
    const out = temperatureCompliance({
      readings: [at(-30, 20), at(0, 2), at(10, 2), at(20, 2), at(25, 20)],
      bands: bands(),
      from: min(0),
      to: min(20),
    });
    expect(out).toMatchObject({ judgedMinutes: 20, hotMinutes: 0, rate: 1 });
  });

  it('a silent device covers at most the gap limit: the rest is not judged', () => {
    const out = temperatureCompliance({
      readings: [at(0, 8), at(120, 2)],
      bands: bands(),
      from: min(0),
      to: min(130),
      maxGapMs: 15 * 60_000,
    });
    expect(out.hotMinutes).toBe(15);
    expect(out.inBandMinutes).toBe(10);
    expect(out.judgedMinutes).toBe(25);
  });

  it('an unwatched trip or one without values has no rate, not a perfect one', () => {
    expect(
      temperatureCompliance({
        readings: [at(0, 30), at(10, 30)],
        bands: bands({ 1: null }),
        from: min(0),
        to: min(10),
      }).rate,
    ).toBeNull();
    expect(
      temperatureCompliance({ readings: [], bands: bands(), from: min(0), to: min(10) }).rate,
    ).toBeNull();
    expect(
      temperatureCompliance({ readings: [at(0, null)], bands: bands(), from: min(0), to: min(10) })
        .judgedMinutes,
    ).toBe(0);
  });

  it('readings out of order are sorted first', () => {
    const out = temperatureCompliance({
      readings: [at(10, 2), at(0, 6)],
      bands: bands(),
      from: min(0),
      to: min(20),
    });
    expect(out).toMatchObject({ hotMinutes: 10, inBandMinutes: 10, rate: 0.5 });
  });
});
