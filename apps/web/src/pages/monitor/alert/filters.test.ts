import { describe, expect, it } from 'vitest';
import { alertTypesParam, routeAlertTypes } from './filters';

describe('alert types from the route', () => {
  it('keeps known types once, in order', () => {
    expect(routeAlertTypes('temp, speed,temp,bogus')).toEqual(['temp', 'speed']);
  });
  it('none when the route names none', () => {
    expect(routeAlertTypes(undefined)).toEqual([]);
    expect(routeAlertTypes('')).toEqual([]);
  });
});

describe('the alertTypes parameter', () => {
  it('a comma list of the chosen types', () => {
    expect(alertTypesParam(['temp', 'door'])).toEqual({ alertTypes: 'temp,door' });
  });
  it('absent when none is chosen', () => {
    expect(alertTypesParam([])).toEqual({});
    expect(alertTypesParam(undefined)).toEqual({});
  });
});
