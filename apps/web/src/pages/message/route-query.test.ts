import { describe, expect, it } from 'vitest';
import { inboxRouteFilters } from './route-query';

describe('the inbox filters from its route query', () => {
  it('takes the bell link type and read state', () => {
    expect(inboxRouteFilters('?type=NOTICE&receiveStatus=3')).toEqual({ type: 'NOTICE', receiveStatus: '3' });
  });

  it('ignores a read state that is not 1, 2 or 3', () => {
    expect(inboxRouteFilters('?receiveStatus=7')).toEqual({});
  });

  it('gives no filters for an empty query', () => {
    expect(inboxRouteFilters('')).toEqual({});
  });
});
