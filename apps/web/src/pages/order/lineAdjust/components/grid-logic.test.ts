import { describe, expect, it } from 'vitest';
import { nextOrder, nextSelection } from './grid-logic';

const keys = ['a', 'b', 'c', 'd', 'e'];

describe('pool grid sort order', () => {
  it('cycles ascending, descending, unsorted', () => {
    expect(nextOrder(undefined)).toBe('ascend');
    expect(nextOrder('ascend')).toBe('descend');
    expect(nextOrder('descend')).toBeUndefined();
  });
});

describe('pool grid selection', () => {
  it('a plain click ticks only that row and keeps the others', () => {
    expect(nextSelection(['a'], keys, { index: 3, checked: true, range: false, anchor: 0 })).toEqual([
      'a',
      'd',
    ]);
  });

  it('a plain click unticks only that row', () => {
    expect(nextSelection(['a', 'b'], keys, { index: 0, checked: false, range: false, anchor: 1 })).toEqual([
      'b',
    ]);
  });

  it('shift-click ticks every row between the anchor and the clicked row, either direction', () => {
    expect(nextSelection(['b'], keys, { index: 3, checked: true, range: true, anchor: 1 }).sort()).toEqual([
      'b',
      'c',
      'd',
    ]);
    expect(nextSelection([], keys, { index: 0, checked: true, range: true, anchor: 2 }).sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('shift-click on a ticked row unticks the range', () => {
    expect(nextSelection(keys, keys, { index: 3, checked: false, range: true, anchor: 1 }).sort()).toEqual([
      'a',
      'e',
    ]);
  });

  it('shift-click without an earlier click, or with an anchor beyond the list, acts as a plain click', () => {
    expect(nextSelection([], keys, { index: 2, checked: true, range: true, anchor: -1 })).toEqual(['c']);
    expect(nextSelection([], keys, { index: 2, checked: true, range: true, anchor: 9 })).toEqual(['c']);
  });
});
