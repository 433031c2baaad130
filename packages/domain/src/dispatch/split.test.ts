import { describe, expect, it } from 'vitest';
import { serverMessages } from '../messages';
import {
  applySplit,
  checkSplitNum,
  mergeBack,
  moveClass,
  partLine,
  type SplitLine,
  setSplitNum,
  splitAvailability,
  splitClassValues,
  splitTotals,
} from './split';

const line = (uuid: string, over: Partial<SplitLine> = {}): SplitLine => ({
  uuid,
  temperature: 'FROZEN',
  itemTransClassification: 'A',
  matType: '1',
  quantity: '10',
  weight: '10',
  volume: '1',
  ...over,
});
const ok = <T>(r: { ok: true; value: T } | { ok: false; key: string }): T => {
  if (!r.ok) throw new Error(`refused: ${r.key}`);
  return r.value;
};

describe('partLine', () => {
  it('weight to 3 and volume to 6 decimals pro rata, the staying part takes the remainder', () => {
    const { stay, moved } = partLine(line('a', { quantity: '3', weight: '10', volume: '1' }), '1');
    expect(moved).toMatchObject({ quantity: '1', weight: '3.333', volume: '0.333333' });
    expect(stay).toMatchObject({ quantity: '2', weight: '6.667', volume: '0.666667' });
  });
  it('moving nothing keeps the line, moving all leaves nothing behind', () => {
    const l = line('a');
    expect(partLine(l, '0')).toEqual({ stay: l, moved: null });
    expect(partLine(l, '10')).toEqual({ stay: null, moved: l });
  });
});

describe('setSplitNum (the splitNum editor)', () => {
  it('the split quantity stays on the original line and the remainder goes to the second list', () => {
    const lists = ok(setSplitNum({ list1: [line('a')], list2: [] }, 'a', '4'));
    expect(lists.list1).toEqual([expect.objectContaining({ uuid: 'a', quantity: '4', weight: '4' })]);
    expect(lists.list2).toEqual([expect.objectContaining({ uuid: 'a', quantity: '6', weight: '6' })]);
  });
  it('a line reaching 0 is removed', () => {
    const lists = ok(setSplitNum({ list1: [line('a'), line('b')], list2: [] }, 'a', '0'));
    expect(lists.list1.map((l) => l.uuid)).toEqual(['b']);
    expect(lists.list2).toEqual([expect.objectContaining({ uuid: 'a', quantity: '10' })]);
  });
  it('a line already in the other list merges quantities', () => {
    const once = ok(setSplitNum({ list1: [line('a')], list2: [] }, 'a', '8'));
    const twice = ok(setSplitNum(once, 'a', '5'));
    expect(twice.list1).toEqual([expect.objectContaining({ quantity: '5', weight: '5' })]);
    expect(twice.list2).toEqual([expect.objectContaining({ uuid: 'a', quantity: '5', weight: '5' })]);
  });
  it('bundled materials split in full only', () => {
    const lists = { list1: [line('a', { matType: '3', itemName: '礼盒' })], list2: [] };
    expect(setSplitNum(lists, 'a', '4')).toMatchObject({ ok: false, key: 'waybill.split.bundled' });
    expect(ok(setSplitNum(lists, 'a', '0')).list2).toHaveLength(1);
  });
  it('main and auxiliary material move together', () => {
    const main = line('m', { quantity: '10' });
    const aux = line('x', { matType: '2', mainLineId: 'm', quantity: '5', weight: '1', volume: '0.1' });
    const lists = ok(setSplitNum({ list1: [main, aux], list2: [] }, 'm', '6'));
    expect(lists.list2).toEqual([
      expect.objectContaining({ uuid: 'm', quantity: '4' }),
      expect.objectContaining({ uuid: 'x', quantity: '2', weight: '0.4', volume: '0.04' }),
    ]);
    expect(setSplitNum(lists, 'x', '1')).toMatchObject({ ok: false, key: 'waybill.split.auxiliary' });
  });
  it('splitNum outside 0..quantity or with more than 3 decimals is refused', () => {
    const lists = { list1: [line('a')], list2: [] };
    expect(setSplitNum(lists, 'a', '11')).toMatchObject({ key: 'waybill.split.num.range' });
    expect(setSplitNum(lists, 'a', '1.2345')).toMatchObject({ key: 'waybill.split.num.format' });
  });
});

describe('checkSplitNum', () => {
  it('digits only, at most 3 decimals, 0 to the quantity', () => {
    expect(checkSplitNum('0', '5')).toEqual({ ok: true, value: '0' });
    expect(checkSplitNum('4.125', '5')).toEqual({ ok: true, value: '4.125' });
    expect(checkSplitNum(5, '5')).toEqual({ ok: true, value: '5' });
    for (const bad of ['-1', '1e2', 'abc', '', '1.', '1.0001', ' 2x'])
      expect(checkSplitNum(bad, '5')).toMatchObject({ ok: false, key: 'waybill.split.num.format' });
    expect(checkSplitNum('5.001', '5')).toMatchObject({ ok: false, key: 'waybill.split.num.range' });
  });
});

describe('moveClass (the checkbox groups)', () => {
  const lines = [
    line('a', { temperature: 'FROZEN', itemTransClassification: 'A' }),
    line('b', { temperature: 'CHILLED', itemTransClassification: 'B' }),
    line('c', { temperature: 'FROZEN', itemTransClassification: 'B' }),
  ];
  it('ticking a temperature moves all its lines across, merging matches', () => {
    const part = ok(setSplitNum({ list1: lines, list2: [] }, 'a', '7'));
    const moved = moveClass(part, 'temperature', 'FROZEN');
    expect(moved.list1.map((l) => l.uuid)).toEqual(['b']);
    expect(moved.list2).toEqual([
      expect.objectContaining({ uuid: 'a', quantity: '10' }),
      expect.objectContaining({ uuid: 'c', quantity: '10' }),
    ]);
  });
  it('ticking a classification moves its lines; unticking brings them back', () => {
    const moved = moveClass({ list1: lines, list2: [] }, 'itemTransClassification', 'B');
    expect(moved.list2.map((l) => l.uuid)).toEqual(['b', 'c']);
    const back = moveClass(moved, 'itemTransClassification', 'B', true);
    expect(back.list2).toEqual([]);
    expect(splitTotals(back.list1)).toEqual(splitTotals(lines));
  });
  it('the options are the distinct classes of the lines', () => {
    expect(splitClassValues(lines, 'temperature')).toEqual(['FROZEN', 'CHILLED']);
    expect(splitClassValues(lines, 'itemTransClassification')).toEqual(['A', 'B']);
  });
});

describe('splitAvailability', () => {
  it('split disabled when not splittable, by container or from an external OMS', () => {
    expect(splitAvailability({ splittable: 'N' }).split).toMatchObject({
      key: 'waybill.split.notSplittable',
    });
    expect(splitAvailability({ byContainer: 'Y' }).split).toMatchObject({ key: 'waybill.split.byContainer' });
    expect(splitAvailability({ source: 'OMS' }).split).toMatchObject({ key: 'waybill.split.oms' });
    expect(splitAvailability({ splittable: 'Y', source: 'FORM' })).toEqual({
      split: { ok: true },
      quantity: { ok: true },
    });
  });
  it('quantity split disabled when order type is 1 and source SCI, class split still allowed', () => {
    const a = splitAvailability({ orderType: '1', source: 'SCI' });
    expect(a.split).toEqual({ ok: true });
    expect(a.quantity).toMatchObject({ key: 'waybill.split.sciQuantity' });
    expect(splitAvailability({ orderType: '2', source: 'SCI' }).quantity).toEqual({ ok: true });
  });
});

describe('applySplit (the server)', () => {
  const lines = [
    line('a'),
    line('b', { matType: '3' }),
    line('x', { matType: '2', mainLineId: 'a', quantity: '2' }),
  ];
  it('an empty waybill gives Cannot split an empty order that does not exist', () => {
    expect(applySplit({ code: 'W', lines: [], moves: [] })).toMatchObject({ key: 'waybill.split.empty' });
    expect(serverMessages['waybill.split.empty']?.['en-US']).toBe(
      'Cannot split an empty order that does not exist',
    );
  });
  it('nothing moved gives No order split', () => {
    expect(applySplit({ code: 'W', lines, moves: [{ uuid: 'a', quantity: '0' }] })).toMatchObject({
      key: 'waybill.split.none',
    });
    expect(serverMessages['waybill.split.none']?.['en-US']).toBe('No order split');
  });
  it('everything moved is refused: one line must stay', () => {
    const moves = [
      { uuid: 'a', quantity: '10' },
      { uuid: 'b', quantity: '10' },
    ];
    expect(applySplit({ code: 'W', lines, moves })).toMatchObject({ key: 'waybill.split.all' });
  });
  it('auxiliary lines are derived from their main line, whatever was sent for them', () => {
    const value = ok(
      applySplit({
        code: 'W',
        lines,
        moves: [
          { uuid: 'a', quantity: '5' },
          { uuid: 'x', quantity: '2' },
        ],
      }),
    );
    expect(value.list2).toEqual([
      expect.objectContaining({ uuid: 'a', quantity: '5' }),
      expect.objectContaining({ uuid: 'x', quantity: '1' }),
    ]);
  });
  it('a transport class split moves whole lines only; unknown lines are refused', () => {
    expect(
      applySplit({ code: 'W', lines, moves: [{ uuid: 'a', quantity: '5' }], wholeLines: true }),
    ).toMatchObject({ key: 'waybill.split.wholeLines' });
    expect(applySplit({ code: 'W', lines, moves: [{ uuid: 'zz', quantity: '1' }] })).toMatchObject({
      key: 'waybill.split.line.unknown',
    });
    expect(applySplit({ code: 'W', lines, moves: [{ uuid: 'b', quantity: '1' }] })).toMatchObject({
      key: 'waybill.split.bundled',
    });
  });
});

describe('mergeBack (withdraw split)', () => {
  it('children merge into the lines they came from; a line moved whole comes back under its uuid', () => {
    const lines = [line('a'), line('b')];
    const split = ok(
      applySplit({
        code: 'W',
        lines,
        moves: [
          { uuid: 'a', quantity: '3' },
          { uuid: 'b', quantity: '10' },
        ],
      }),
    );
    const child = split.list2.map((l, i) => ({ ...l, uuid: `c${i}`, originId: l.uuid }));
    const back = mergeBack(split.list1, child);
    expect(back.map((l) => [l.uuid, l.quantity, l.weight])).toEqual([
      ['a', '10', '10'],
      ['b', '10', '10'],
    ]);
  });
});
