import { describe, expect, it } from 'vitest';
import { checkClientTemperature, formatTemperatureRange } from './client';

describe('client temperature range', () => {
  it('accepts no range at all', () => expect(checkClientTemperature({})).toBeNull());
  it('accepts a chilled range 0 to 4', () =>
    expect(checkClientTemperature({ minTemperature: 0, maxTemperature: 4 })).toBeNull());
  it('accepts a one-point range and decimal strings', () =>
    expect(checkClientTemperature({ minTemperature: '2.5', maxTemperature: '2.5' })).toBeNull());
  it('refuses a minimum without a maximum', () =>
    expect(checkClientTemperature({ minTemperature: 0, maxTemperature: null })).toEqual({
      field: 'maxTemperature',
      key: 'base.client.temperatureTogether',
    }));
  it('refuses a maximum without a minimum', () =>
    expect(checkClientTemperature({ minTemperature: '', maxTemperature: 4 })).toEqual({
      field: 'minTemperature',
      key: 'base.client.temperatureTogether',
    }));
  it('refuses a minimum below 0 (a frozen -18 range is not a client range)', () =>
    expect(checkClientTemperature({ minTemperature: -18, maxTemperature: 4 })).toEqual({
      field: 'minTemperature',
      key: 'base.client.minTemperatureBelowZero',
    }));
  it('accepts -0 as 0', () =>
    expect(checkClientTemperature({ minTemperature: '-0', maxTemperature: 4 })).toBeNull());
  it('refuses a minimum above the maximum', () =>
    expect(checkClientTemperature({ minTemperature: 8, maxTemperature: 2 })).toEqual({
      field: 'minTemperature',
      key: 'base.client.minAboveMax',
    }));
  it('refuses more than one decimal', () =>
    expect(checkClientTemperature({ minTemperature: '0.25', maxTemperature: 4 })?.key).toBe(
      'base.client.temperatureFormat',
    ));
  it('refuses a maximum above 99.9', () =>
    expect(checkClientTemperature({ minTemperature: 0, maxTemperature: 120 })?.key).toBe(
      'base.client.temperatureTooHigh',
    ));
  it('formats a range for lists', () => {
    expect(formatTemperatureRange({ minTemperature: '0.0', maxTemperature: '4.0' })).toBe('0 ~ 4 °C');
    expect(formatTemperatureRange({ minTemperature: null, maxTemperature: null })).toBe('');
  });
});
