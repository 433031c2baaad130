import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lttb, type SeriesPoint, temperatureSummary } from './downsample';
import { min } from './test-fixtures';

const series = (values: number[], everyMinutes = 1): SeriesPoint[] =>
  values.map((value, i) => ({ time: min(i * everyMinutes), value }));

describe('LTTB downsampling', () => {
  it('keeps the first and last points and returns at most N points, in order', () => {
    const points = series(Array.from({ length: 1000 }, (_, i) => Math.sin(i / 20) * 5));
    const out = lttb(points, 50);
    expect(out).toHaveLength(50);
    expect(out[0]).toBe(points[0]);
    expect(out.at(-1)).toBe(points.at(-1));
    expect(out.every((p, i) => i === 0 || p.time > (out[i - 1] as SeriesPoint).time)).toBe(true);
  });

  it('keeps a one-reading spike that a plain every-k-th sample would miss', () => {
    const values = Array.from({ length: 500 }, () => 3);
    values[251] = 12;
    const out = lttb(series(values), 20);
    expect(out.some((p) => p.value === 12)).toBe(true);
  });

  it('returns a short enough series whole, as a copy; 2 keeps the ends, 1 the first, 0 nothing', () => {
    const points = series([1, 2, 3]);
    const same = lttb(points, 3);
    expect(same).toEqual(points);
    expect(same).not.toBe(points);
    expect(lttb(points, 2)).toEqual([points[0], points[2]]);
    expect(lttb(points, 1)).toEqual([points[0]]);
    expect(lttb(points, 0)).toEqual([]);
    expect(lttb([], 10)).toEqual([]);
  });

  it('keeps extra fields of the points', () => {
    const points = series([1, 5, 2, 8, 3]).map((p, i) => ({ ...p, id: i }));
    expect(lttb(points, 3).map((p) => p.id)).toEqual([0, 3, 4]);
  });

  it('property: any series and N: at most max(N, 0) points, the ends kept, a subsequence of the input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -300, max: 300 }), { minLength: 0, maxLength: 300 }),
        fc.integer({ min: 0, max: 320 }),
        (values, n) => {
          const points = series(values);
          const out = lttb(points, n);
          expect(out.length).toBeLessThanOrEqual(Math.max(n, 0));
          expect(out.length).toBe(Math.min(n, points.length));
          if (n >= 2 && points.length > 0) {
            expect(out[0]).toBe(points[0]);
            expect(out.at(-1)).toBe(points.at(-1));
          }
          let at = -1;
          for (const p of out) {
            const next = points.indexOf(p, at + 1);
            expect(next).toBeGreaterThan(at);
            at = next;
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('temperature summary', () => {
  const chilled = { min: 0, max: 4 };

  it('gives extremes, the mean, minutes out of range and the share of time in range', () => {
    // Readings every 10 minutes; 5.5 at 20 and 6 at 30 hold until 40: 20 minutes out of 60.
    const s = temperatureSummary(series([2.1, 3.3, 5.5, 6, 3.9, 1.2, 2], 10), chilled);
    expect(s).toEqual({
      count: 7,
      min: '1.2',
      max: '6',
      average: '3.4',
      minutesOutOfRange: '20.00',
      compliancePercent: '66.67',
    });
  });

  it('sums exactly (no binary floating-point drift in the mean), then rounds to a tenth', () => {
    expect(temperatureSummary(series([0.1, 0.2]), null).average).toBe('0.2');
    expect(temperatureSummary(series([0.1, 0.2, 0.3]), null).average).toBe('0.2');
  });

  it('reads values stored as 4-byte floats as people wrote them: 2.700000047683716 is 2.7', () => {
    const s = temperatureSummary(series([Math.fround(2.7), Math.fround(-1.3)]), null);
    expect([s.min, s.max, s.average]).toEqual(['-1.3', '2.7', '0.7']);
  });

  it('an empty series has no figures; one reading is all in or all out', () => {
    expect(temperatureSummary([], chilled)).toEqual({
      count: 0,
      min: null,
      max: null,
      average: null,
      minutesOutOfRange: '0.00',
      compliancePercent: null,
    });
    expect(temperatureSummary(series([5]), chilled).compliancePercent).toBe('0.00');
    expect(temperatureSummary(series([3]), chilled).compliancePercent).toBe('100.00');
  });

  it('an open-ended band (frozen: at most -18) and no band at all', () => {
    const frozen = { min: null, max: -18 };
    expect(temperatureSummary(series([-20, -15, -19], 30), frozen)).toEqual(
      expect.objectContaining({ minutesOutOfRange: '30.00', compliancePercent: '50.00' }),
    );
    expect(temperatureSummary(series([40, 50]), null).compliancePercent).toBe('100.00');
  });

  it('takes the readings in time order and skips non-numbers', () => {
    const shuffled = [
      { time: min(20), value: 3 },
      { time: min(0), value: 6 },
      { time: min(10), value: Number.NaN },
    ];
    expect(temperatureSummary(shuffled, chilled)).toEqual(
      expect.objectContaining({ count: 2, minutesOutOfRange: '20.00', compliancePercent: '0.00' }),
    );
  });
});
