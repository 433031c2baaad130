import { describe, expect, it } from 'vitest';
import { splitMessages } from '../messages/split';
import { carShiftsOf, SPLIT_STRATEGIES } from './waybill-options';

const config = JSON.stringify({
  default: [
    { shiftCode: 'B', shiftName: 'Late', startTime: '14:00', endTime: '22:00' },
    { shiftCode: 'A', shiftName: 'Early', startTime: '06:00', endTime: '14:00' },
  ],
  'dc-hk': [{ shiftCode: 'N', shiftName: 'Night', startTime: '22:00', endTime: '06:00' }],
});

describe('vehicle shift configuration', () => {
  it('a center without its own list gets the default shifts, sorted by start', () => {
    expect(carShiftsOf(config, 'dc-sh').map((s) => s.shiftCode)).toEqual(['A', 'B']);
  });

  it("a center's own list replaces the default; a shift ending before it starts is overnight", () => {
    expect(carShiftsOf(config, 'dc-hk')).toEqual([
      { shiftCode: 'N', shiftName: 'Night', startTime: '22:00', endTime: '06:00', overnight: 'Y' },
    ]);
  });

  it('a missing or broken parameter gives no shifts; malformed shifts are left out', () => {
    expect(carShiftsOf(null, 'dc-sh')).toEqual([]);
    expect(carShiftsOf('not json', 'dc-sh')).toEqual([]);
    const bad = JSON.stringify({ default: [{ shiftCode: 'X', startTime: '25:00', endTime: '26:00' }, {}] });
    expect(carShiftsOf(bad, 'dc-sh')).toEqual([]);
  });
});

describe('split strategies', () => {
  it('every strategy label is translated in all three languages', () => {
    for (const s of SPLIT_STRATEGIES) {
      expect(Object.keys(splitMessages[s.label]).sort()).toEqual(['en-US', 'zh-CN', 'zh-HK']);
    }
  });
});
