import { describe, expect, it } from 'vitest';
import { trackSegments } from './track-segments';

describe('the track by compliance', () => {
  it('cuts the track where it leaves and re-enters the band, joining the pieces', () => {
    const track = [true, true, false, false, true].map((inBand, i) => ({ time: i, lat: i, lon: i, inBand }));
    expect(trackSegments(track)).toEqual([
      {
        inBand: true,
        points: [
          [0, 0],
          [1, 1],
        ],
      },
      {
        inBand: false,
        points: [
          [1, 1],
          [2, 2],
          [3, 3],
        ],
      },
      {
        inBand: true,
        points: [
          [3, 3],
          [4, 4],
        ],
      },
    ]);
  });
});
