import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fromDayjsRange, lastDays, outsideSpan, toDayjsRange } from './date-range';

describe('date range helpers (RangePicker)', () => {
  it('lastDays gives the last N days up to today as YYYY-MM-DD', () => {
    expect(lastDays(3, dayjs('2024-05-10'))).toEqual(['2024-05-07', '2024-05-10']);
  });
  it('outsideSpan disables dates more than the span away from the first pick, either side', () => {
    const first = dayjs('2024-05-10');
    expect(outsideSpan(dayjs('2024-06-10'), first, 31)).toBe(false);
    expect(outsideSpan(dayjs('2024-06-11'), first, 31)).toBe(true);
    expect(outsideSpan(dayjs('2024-04-09'), first, 31)).toBe(false);
    expect(outsideSpan(dayjs('2024-04-08'), first, 31)).toBe(true);
    expect(outsideSpan(dayjs('2030-01-01'), null, 31)).toBe(false);
  });
  it('converts between strings and dayjs, rejecting incomplete ranges', () => {
    const range = toDayjsRange(['2024-05-01', '2024-05-03']);
    expect(range && fromDayjsRange(range)).toEqual(['2024-05-01', '2024-05-03']);
    expect(toDayjsRange(['2024-05-01', ''])).toBeNull();
    expect(fromDayjsRange([dayjs('2024-05-01'), null])).toBeNull();
  });
});
