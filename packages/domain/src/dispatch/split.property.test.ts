import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySplit, mergeBack, type SplitLine, splitTotals } from './split';

/** Exact decimals as strings: quantity 3 decimals, weight 3, volume 6. */
const decimal = (max: number, scale: number) =>
  fc.integer({ min: 1, max: max * 10 ** scale }).map((n) => new Decimal(n).div(10 ** scale).toFixed());

const lineArb = (i: number) =>
  fc
    .record({
      quantity: decimal(1000, 3),
      weight: decimal(100000, 3),
      volume: decimal(100, 6),
      temperature: fc.constantFrom('FROZEN', 'CHILLED', 'AMBIENT'),
      matType: fc.constantFrom('1', '1', '3', '2'),
    })
    // An auxiliary material goes with the first line (the first line itself is never auxiliary).
    .map(
      (r): SplitLine =>
        r.matType === '2' && i > 0
          ? { uuid: `l${i}`, ...r, mainLineId: 'l0' }
          : { uuid: `l${i}`, ...r, matType: r.matType === '2' ? '1' : r.matType },
    );

const waybillArb = fc
  .integer({ min: 2, max: 8 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => lineArb(i))))
  .chain((lines) =>
    fc.record({
      lines: fc.constant(lines as SplitLine[]),
      // Per line, the share moved: nothing, all, or a random part (bundled lines: nothing or all).
      shares: fc.tuple(...lines.map(() => fc.double({ min: 0, max: 1, noNaN: true }))),
    }),
  );

const byUuid = (lines: readonly SplitLine[]) =>
  Object.fromEntries(
    lines.map((l) => [l.uuid, [String(l.quantity), String(l.weight), String(l.volume)].join('|')]),
  );

describe('split property', () => {
  it('for random waybills and splits the parts sum exactly to the original, and withdraw restores it', () => {
    fc.assert(
      fc.property(waybillArb, ({ lines, shares }) => {
        const moves = lines.map((l, i) => {
          const q = new Decimal(String(l.quantity));
          const share = shares[i] ?? 0;
          const moved =
            l.matType === '3'
              ? share < 0.5
                ? new Decimal(0)
                : q
              : q.times(share).toDecimalPlaces(3, Decimal.ROUND_DOWN);
          return { uuid: l.uuid, quantity: moved.toFixed() };
        });
        const result = applySplit({ code: 'P', lines, moves });
        if (!result.ok) {
          // Only the documented refusals: nothing moved, or everything moved.
          expect(['waybill.split.none', 'waybill.split.all']).toContain(result.key);
          return;
        }
        const { list1, list2 } = result.value;
        const whole = splitTotals(lines);
        const parts = splitTotals([...list1, ...list2]);
        expect(parts.totalQuantity).toBe(whole.totalQuantity);
        expect(parts.totalWeight).toBe(whole.totalWeight);
        expect(parts.totalVolume).toBe(whole.totalVolume);
        for (const l of [...list1, ...list2]) {
          expect(new Decimal(String(l.weight)).decimalPlaces()).toBeLessThanOrEqual(3);
          expect(new Decimal(String(l.volume)).decimalPlaces()).toBeLessThanOrEqual(6);
          expect(new Decimal(String(l.quantity)).greaterThan(0)).toBe(true);
        }
        const child = list2.map((l, i) => ({ ...l, uuid: `child-${i}`, originId: l.uuid }));
        expect(byUuid(mergeBack(list1, child))).toEqual(byUuid(lines));
      }),
      { numRuns: 300 },
    );
  });
});
