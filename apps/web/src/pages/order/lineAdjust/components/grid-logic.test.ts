import { describe, expect, it } from 'vitest';
import { nextOrder, nextSelection, pinShift } from './grid-logic';
import { placeColumns } from './VirtualGridRow';

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

describe('pool grid pinned columns', () => {
  const column = (key: string, width: number, pinned?: boolean) => ({
    key,
    title: key,
    width,
    pinned,
    render: () => null,
  });

  it('a leading pinned column moves with every pixel of the sideways scroll, back to none at the start', () => {
    expect(pinShift(0, 0)).toBe(0);
    expect(pinShift(240, 0)).toBe(240);
  });

  it('a pinned column after unpinned ones scrolls with them until it reaches its pinned place', () => {
    const [drag, ref, code] = placeColumns([
      column('drag', 36, true),
      column('ref', 120),
      column('code', 150, true),
    ]);
    expect(drag?.pinSlack).toBe(0);
    expect(ref?.pinSlack).toBeUndefined();
    // code sits 120 px (the unpinned ref column) right of where it pins, after the check box and drag.
    expect(code?.pinSlack).toBe(120);
    expect(pinShift(100, 120)).toBe(0);
    expect(pinShift(200, 120)).toBe(80);
  });
});
