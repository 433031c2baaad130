import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { PoolRow } from '../types';
import { defaultStart } from './planned-lines';

const row = (etd: string | null): PoolRow => ({
  uuid: etd ?? 'none',
  code: 'W',
  shipFromId: 'a',
  shipToId: 'b',
  etd,
});
const now = dayjs('2026-11-27 17:00');
const shown = (start: ReturnType<typeof defaultStart>) => [
  start.day.format('YYYY-MM-DD'),
  start.time.format('HH:mm'),
];

describe('where a plan starts by default', () => {
  it('at the earliest departure of the pool that is not past, rounded down to the quarter hour', () => {
    expect(
      shown(defaultStart([row('2026-11-29 07:40:00'), row('2026-11-29 04:10:00'), row(null)], now)),
    ).toEqual(['2026-11-29', '04:00']);
  });

  it('today at 06:00 when every departure is past or none is known', () => {
    expect(shown(defaultStart([row('2026-11-20 05:00:00'), row(null)], now))).toEqual([
      '2026-11-27',
      '06:00',
    ]);
  });
});
