import { afterEach, describe, expect, it } from 'vitest';
import { axisTimeLabels, dateOnlyStyle, formatDate, formatDateTime, setDateTimeContext } from './datetime';

afterEach(() => setDateTimeContext(null));

describe('formatDateTime (user time zone and date style)', () => {
  it('defaults to Asia/Shanghai and YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime('2024-05-01T00:30:00Z')).toBe('2024-05-01 08:30:00');
  });
  it('applies the user time zone to instants', () => {
    setDateTimeContext({ timeZone: 'Europe/London', dateStyle: 'YYYY-MM-DD HH:mm:ss' });
    expect(formatDateTime('2024-05-01T00:30:00Z')).toBe('2024-05-01 01:30:00');
    expect(formatDateTime(Date.UTC(2024, 0, 1, 12, 0, 0))).toBe('2024-01-01 12:00:00');
  });
  it('applies the user date style', () => {
    const ctx = { timeZone: 'Asia/Hong_Kong', dateStyle: 'DD/MM/YYYY HH:mm' };
    expect(formatDateTime('2024-05-01T16:05:00+00:00', ctx)).toBe('02/05/2024 00:05');
  });
  it('reads a zone-less string as wall time in the user zone', () => {
    const ctx = { timeZone: 'Europe/London', dateStyle: 'YYYY-MM-DD HH:mm:ss' };
    expect(formatDateTime('2024-05-01 08:00:00', ctx)).toBe('2024-05-01 08:00:00');
  });
  it('empty and invalid values give an empty string; an unknown zone falls back', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime('2024-05-01T00:00:00Z', { timeZone: 'Mars/Base', dateStyle: '' })).toBe(
      '2024-05-01 08:00:00',
    );
  });
});

describe('formatDate', () => {
  it('keeps the date part of the style', () => {
    expect(dateOnlyStyle('DD/MM/YYYY HH:mm:ss')).toBe('DD/MM/YYYY');
    expect(dateOnlyStyle('HH:mm')).toBe('YYYY-MM-DD');
    expect(formatDate('2024-05-01T20:00:00Z')).toBe('2024-05-02');
  });
});

describe('axisTimeLabels (chart time axes)', () => {
  const at = (iso: string) => Date.parse(iso);
  it('labels hours in the user zone on a 24-hour clock, the date under the first and at a new day', () => {
    const ticks = [at('2026-12-07T14:00:00Z'), at('2026-12-07T15:00:00Z'), at('2026-12-07T16:00:00Z')];
    expect(axisTimeLabels(ticks, 3_600_000)).toEqual(['22:00\n2026-12-07', '23:00', '00:00\n2026-12-08']);
  });
  it('follows the user date style and zone', () => {
    const ctx = { timeZone: 'Europe/London', dateStyle: 'DD/MM/YYYY HH:mm' };
    expect(axisTimeLabels([at('2026-12-07T14:00:00Z')], 600_000, ctx)).toEqual(['14:00\n07/12/2026']);
  });
  it('shows seconds under a minute and the date alone for days', () => {
    expect(axisTimeLabels([at('2026-12-07T14:00:30Z')], 10_000)).toEqual(['22:00:30\n2026-12-07']);
    expect(
      axisTimeLabels([at('2026-12-07T00:00:00Z')], 86_400_000, { timeZone: 'UTC', dateStyle: '' }),
    ).toEqual(['2026-12-07']);
  });
});
