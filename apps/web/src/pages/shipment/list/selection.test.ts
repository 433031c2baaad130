import { describe, expect, it } from 'vitest';
import { nextSelection, refreshedSelection } from './selection';

const row = (uuid: string, status = 'E') => ({ uuid, status });

describe('nextSelection', () => {
  it('keeps rows ticked on another page, which the table does not hand over', () => {
    const before = [row('a'), row('b')];
    expect(nextSelection(before, ['a', 'b', 'c'], [undefined, undefined, row('c')])).toEqual([
      row('a'),
      row('b'),
      row('c'),
    ]);
  });
  it('a row the table hands over replaces the earlier copy; unticked rows leave', () => {
    expect(nextSelection([row('a'), row('b')], ['a'], [row('a', 'D')])).toEqual([row('a', 'D')]);
  });
});

describe('refreshedSelection', () => {
  it('after an action the same shipments stay ticked, with their new status, in the same order', () => {
    const before = [row('b'), row('a')];
    expect(refreshedSelection(before, [row('a', 'D'), row('b', 'D')])).toEqual([
      row('b', 'D'),
      row('a', 'D'),
    ]);
  });
  it('a shipment the server no longer lists leaves the selection', () => {
    expect(refreshedSelection([row('a'), row('b')], [row('b', 'C')])).toEqual([row('b', 'C')]);
  });
});
