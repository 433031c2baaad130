import { describe, expect, it } from 'vitest';
import { checkAddress, checkCoordinate, checkPostcode, isHongKongAddress } from './address';

describe('postcode', () => {
  it('accepts 6 digits', () => expect(checkPostcode({ postcode: '200120' })).toBeNull());
  it('accepts none', () => expect(checkPostcode({ postcode: '' })).toBeNull());
  it.each(['20012', '2001200', '20012a'])('refuses %s', (postcode) =>
    expect(checkPostcode({ postcode })).toBe('base.address.invalidPostcode'),
  );
  it('accepts an empty postcode for Hong Kong', () =>
    expect(checkPostcode({ province: '香港特别行政区', postcode: null })).toBeNull());
  it('refuses a postcode for Hong Kong', () =>
    expect(checkPostcode({ province: '香港', postcode: '999077' })).toBe('base.address.hkNoPostcode'));
  it('recognises Hong Kong by country, province or city', () => {
    expect(isHongKongAddress({ country: 'Hong Kong' })).toBe(true);
    expect(isHongKongAddress({ city: '香港' })).toBe(true);
    expect(isHongKongAddress({ province: '广东省', city: '深圳市' })).toBe(false);
  });
});

describe('coordinates', () => {
  it.each([
    ['longitude', '121.473701'],
    ['longitude', '-180'],
    ['longitude', 180],
    ['latitude', '-90.000000'],
    ['latitude', 31.23],
  ] as const)('%s %s is valid', (kind, value) => expect(checkCoordinate(kind, value)).toBeNull());
  it('refuses a longitude beyond 180', () =>
    expect(checkCoordinate('longitude', '180.000001')).toBe('base.address.longitudeRange'));
  it('refuses a latitude beyond 90', () =>
    expect(checkCoordinate('latitude', -90.5)).toBe('base.address.latitudeRange'));
  it('refuses more than 6 decimals', () =>
    expect(checkCoordinate('latitude', '31.2304567')).toBe('base.address.coordinateFormat'));
  it('refuses text', () =>
    expect(checkCoordinate('longitude', 'east')).toBe('base.address.coordinateFormat'));
  it('wants both coordinates or neither', () => {
    expect(checkAddress({ longitude: '121.47' })).toEqual([
      { field: 'latitude', key: 'base.address.coordinatesTogether' },
    ]);
    expect(checkAddress({ longitude: '121.47', latitude: '31.23', postcode: '200001' })).toEqual([]);
  });
});
