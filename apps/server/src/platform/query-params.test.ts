import { describe, expect, it } from 'vitest';
import { calendarDay, dayOrWallClock, isTimeBound, numericId, wallClockText } from './query-params';

describe('numericId', () => {
  it('reads ids that fit the id columns and nothing else', () => {
    expect(numericId('1')).toBe(1);
    expect(numericId('9007199254740991')).toBe(9_007_199_254_740_991);
    expect(numericId('9007199254740992')).toBeNull();
    expect(numericId('99999999999999999999')).toBeNull();
    expect(numericId('0')).toBeNull();
    expect(numericId('-1')).toBeNull();
    expect(numericId('1e3')).toBeNull();
    expect(numericId('8f14e45f-ceea-467f-a0e6-1b0d2f3c4a5b')).toBeNull();
  });
});

describe('day and time fields', () => {
  it('take real days only: a month 13 or 30 February is refused, not left to fail in SQL', () => {
    expect(calendarDay().safeParse('2024-02-29').success).toBe(true);
    expect(calendarDay().safeParse('2023-02-29').success).toBe(false);
    expect(calendarDay().safeParse('2024-13-45').success).toBe(false);
    expect(calendarDay().safeParse('0023-01-01').success).toBe(false);
  });

  it('take real times of day', () => {
    expect(wallClockText().safeParse('2024-01-01 23:59:59').success).toBe(true);
    expect(wallClockText().safeParse('2024-01-01T08:00').success).toBe(true);
    expect(wallClockText().safeParse('2024-01-01 24:00').success).toBe(false);
    expect(wallClockText().safeParse('4963-07-62 44:61').success).toBe(false);
    expect(dayOrWallClock().safeParse('2024-01-01').success).toBe(true);
    expect(dayOrWallClock().safeParse('2024-01-01 08:00').success).toBe(true);
    expect(dayOrWallClock().safeParse('2024-01-32').success).toBe(false);
  });

  it('bound time filters to years a timestamp column holds', () => {
    expect(isTimeBound('2024-01-01')).toBe(true);
    expect(isTimeBound('2024-01-01T08:00:00Z')).toBe(true);
    expect(isTimeBound('2024-02-30')).toBe(false);
    expect(isTimeBound('+275760-09-13T00:00:00Z')).toBe(false);
    expect(isTimeBound('not a time')).toBe(false);
  });
});
