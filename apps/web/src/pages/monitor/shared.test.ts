import { describe, expect, it } from 'vitest';
import { setDateTimeContext } from '../../core/datetime';
import { timeRangeParams } from './shared';

describe('timeRangeParams', () => {
  it('reads the picked wall times in the user zone and sends instants', () => {
    setDateTimeContext({ timeZone: 'Asia/Hong_Kong' });
    expect(timeRangeParams(['2024-05-01 08:00:00', '2024-05-01 18:30:00'])).toEqual({
      beginTime: '2024-05-01T00:00:00.000Z',
      endTime: '2024-05-01T10:30:00.000Z',
    });
    setDateTimeContext(null);
  });

  it('sends nothing for an empty range', () => {
    expect(timeRangeParams(undefined)).toEqual({});
    expect(timeRangeParams([])).toEqual({});
  });
});
