import { describe, expect, it } from 'vitest';
import { type TrackPoint, thinTrack } from './trace';

const track = (flags: (boolean | null)[]): TrackPoint[] =>
  flags.map((inBand, i) => ({ time: i, lat: 0, lon: i, inBand }));

describe('thinning a track', () => {
  it('keeps a short track whole', () => {
    expect(thinTrack(track([true, false, true]), 10)).toHaveLength(3);
  });

  it('keeps the ends and both sides of every change in and out of band within the cap', () => {
    const flags = Array.from({ length: 10_000 }, (_, i) => !(i >= 5_000 && i < 5_003));
    const thin = thinTrack(track(flags), 100);
    expect(thin).toHaveLength(100);
    const times = thin.map((p) => p.time);
    expect(times[0]).toBe(0);
    expect(times.at(-1)).toBe(9_999);
    expect(times).toEqual(expect.arrayContaining([4_999, 5_000, 5_002, 5_003]));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('thins the changes themselves when they alone exceed the cap', () => {
    const flags = Array.from({ length: 1_000 }, (_, i) => i % 2 === 0);
    expect(thinTrack(track(flags), 50)).toHaveLength(50);
  });
});
