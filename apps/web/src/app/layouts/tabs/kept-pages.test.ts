import { describe, expect, it } from 'vitest';
import { keptPages, sameKeys } from './kept-pages';

describe('keptPages', () => {
  it('the page in view comes first, then the others most recent first', () => {
    expect(keptPages(['/a', '/b', '/c'], '/c', ['/a', '/b', '/c'])).toEqual(['/c', '/a', '/b']);
  });
  it('a closed tab drops its page at once, so reopening it starts fresh', () => {
    const kept = keptPages(['/a', '/b'], '/a', ['/a']);
    expect(kept).toEqual(['/a']);
    expect(keptPages(kept, '/b', ['/a', '/b'])).toEqual(['/b', '/a']);
  });
  it('beyond the cap the page viewed longest ago drops', () => {
    expect(keptPages(['/b', '/c', '/d'], '/a', ['/a', '/b', '/c', '/d'], 3)).toEqual(['/a', '/b', '/c']);
  });
  it('the page in view is kept even before its tab is recorded, and even with a cap of 0', () => {
    expect(keptPages([], '/new', [], 0)).toEqual(['/new']);
  });
  it('a page without a tab (an error page) keeps the others as they were', () => {
    expect(keptPages(['/a', '/b'], null, ['/a', '/b'])).toEqual(['/a', '/b']);
  });
});

describe('sameKeys', () => {
  it('compares order and members', () => {
    expect(sameKeys(['/a', '/b'], ['/a', '/b'])).toBe(true);
    expect(sameKeys(['/a', '/b'], ['/b', '/a'])).toBe(false);
    expect(sameKeys(['/a'], ['/a', '/b'])).toBe(false);
  });
});
