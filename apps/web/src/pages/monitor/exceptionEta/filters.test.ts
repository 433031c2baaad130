import { describe, expect, it } from 'vitest';
import { exportFilters, routeDealStatus } from './filters';

describe('the handling status from the route', () => {
  it('takes N or Y from the query', () => {
    expect(routeDealStatus('N')).toBe('N');
    expect(routeDealStatus('y')).toBe('Y');
  });
  it('opens on the open ones when the query names none or something else', () => {
    expect(routeDealStatus(null)).toBe('N');
    expect(routeDealStatus('')).toBe('N');
    expect(routeDealStatus('X')).toBe('N');
  });
});

describe('the export filters', () => {
  it('drop paging and empty values', () => {
    expect(
      exportFilters({ current: 2, pageSize: 20, dealStatus: 'N', shipmentCode: '', carrierId: undefined }),
    ).toEqual({ dealStatus: 'N' });
  });
});
