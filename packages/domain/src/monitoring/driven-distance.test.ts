import { describe, expect, it } from 'vitest';
import { drivenKm } from './driven-distance';

const at = (
  minute: number,
  over: { odometerKm?: number | null; lat?: number | null; lon?: number | null } = {},
) => ({
  time: minute * 60_000,
  odometerKm: null,
  lat: null,
  lon: null,
  ...over,
});

describe('the kilometres a trip drove', () => {
  it('is the odometer\u2019s rise when the device reports one, whatever order the readings came in', () => {
    expect(
      drivenKm([
        at(10, { odometerKm: 10_012.5 }),
        at(0, { odometerKm: 10_000 }),
        at(5, { odometerKm: 10_004 }),
      ]),
    ).toBe(12.5);
  });

  it('a device reset (the odometer falls) is not driving backwards', () => {
    expect(
      drivenKm([
        at(0, { odometerKm: 500 }),
        at(1, { odometerKm: 510 }),
        at(2, { odometerKm: 0 }),
        at(3, { odometerKm: 4 }),
      ]),
    ).toBe(14);
  });

  it('without an odometer, it is the distance along the fixes, a jump of more than 100 km left out', () => {
    const shanghai = { lat: 31.2304, lon: 121.4737 };
    const east = { lat: 31.2304, lon: 121.5787 }; // about 10 km east
    const beijing = { lat: 39.9042, lon: 116.4074 };
    expect(drivenKm([at(0, shanghai), at(10, east)])).toBeCloseTo(10, 0);
    expect(drivenKm([at(0, shanghai), at(10, east), at(20, beijing)])).toBeCloseTo(10, 0);
  });

  it('is unknown with fewer than two readings that tell', () => {
    expect(drivenKm([at(0, { odometerKm: 3 })])).toBeNull();
    expect(drivenKm([at(0), at(1)])).toBeNull();
  });
});
