import { afterEach, describe, expect, it } from 'vitest';
import { dateOnlyStyle, formatDate, formatDateTime, setDateTimeContext } from './datetime';

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
