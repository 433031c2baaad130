import { describe, expect, it } from 'vitest';
import {
  type GoodsItem,
  type GoodsStop,
  goodsPages,
  goodsRowGroups,
  goodsTotals,
  mmToPx,
  pageBodyPx,
  paginateGroups,
  pxToPt,
  rowsPerPage,
} from './print-pages';

const item = (over: Partial<GoodsItem> = {}): GoodsItem => ({
  customNo: 'PO-1',
  itemCode: 'I-1',
  itemName: '冷冻牛肉',
  itemTemp: 'FROZEN',
  itemQuantity: '1',
  itemWeight: '0.1',
  itemVolume: '0.000001',
  itemPallets: '0.5',
  itemUnit: '箱',
  remark: null,
  ...over,
});
const stop = (code: string, waybills: [string, GoodsItem[]][]): GoodsStop => ({
  stationCode: code,
  stationName: `站点${code}`,
  srcWaybillList: waybills.map(([waybillCode, itemBeanList]) => ({
    waybillCode,
    customNo: null,
    itemBeanList,
  })),
});

describe('A4 page constants', () => {
  it('A4 is 210 mm wide at 25.4 mm per inch: 793.7 px at 96 px per inch, 595.3 pt', () => {
    expect(mmToPx(210)).toBeCloseTo(793.7, 1);
    expect(pxToPt(mmToPx(210))).toBeCloseTo(595.28, 2);
  });
  it('480 px are kept for header and footer: 642 px of a 1122.5 px page hold the rows', () => {
    expect(pageBodyPx()).toBe(642);
    expect(rowsPerPage()).toBe(25);
    expect(rowsPerPage({ rowPx: 30 })).toBe(20);
  });
});

describe('goods totals', () => {
  it('sums per waybill, per source stop and overall exactly (0.1 + 0.2 is 0.300 kg)', () => {
    const stops = [
      stop('A', [
        ['W1', [item({ itemWeight: '0.1' }), item({ itemWeight: '0.2', itemQuantity: '2.5' })]],
        ['W2', [item({ itemVolume: '0.000002' })]],
      ]),
      stop('B', [['W3', [item({ itemPallets: null, itemQuantity: '' })]]]),
    ];
    const totals = goodsTotals(stops);
    expect(totals.wayTotal.W1).toEqual({
      quantity: '3.5',
      weight: '0.300',
      volume: '0.000002',
      pallets: '1',
    });
    expect(totals.srcTotal.A).toEqual({
      quantity: '4.5',
      weight: '0.400',
      volume: '0.000004',
      pallets: '1.5',
    });
    expect(totals.srcTotal.B).toEqual({ quantity: '0', weight: '0.100', volume: '0.000001', pallets: '0' });
    expect(totals.total).toEqual({ quantity: '4.5', weight: '0.500', volume: '0.000005', pallets: '1.5' });
  });
});

describe('goods row groups', () => {
  it('a waybill group ends with its subtotal; the stop subtotal follows the last waybill; the total ends the last', () => {
    const groups = goodsRowGroups([
      stop('A', [
        ['W1', [item()]],
        ['W2', [item()]],
      ]),
      stop('B', [['W3', [item()]]]),
    ]);
    expect(groups.map((g) => g.map((r) => r.kind))).toEqual([
      ['item', 'waybillTotal'],
      ['item', 'waybillTotal', 'stopTotal'],
      ['item', 'waybillTotal', 'stopTotal', 'total'],
    ]);
  });
  it('an empty note still prints its zero total', () => {
    expect(goodsRowGroups([])).toEqual([
      [{ kind: 'total', figures: expect.objectContaining({ weight: '0.000' }) }],
    ]);
  });
});

describe('pagination', () => {
  const g = (n: number, tail = 1) => [
    ...Array.from({ length: n }, () => ({ kind: 'item' })),
    ...Array.from({ length: tail }, () => ({ kind: 'waybillTotal' })),
  ];
  it('groups that fit share a page', () => {
    expect(paginateGroups([g(2), g(2)], 6).map((p) => p.length)).toEqual([6]);
  });
  it('a group that does not fit on the current page but fits on one starts a new page', () => {
    expect(paginateGroups([g(3), g(3)], 6).map((p) => p.length)).toEqual([4, 4]);
  });
  it('a group longer than a page fills pages in turn', () => {
    expect(paginateGroups([g(11)], 5).map((p) => p.length)).toEqual([5, 5, 2]);
  });
  it('a page never starts with subtotals alone: the last goods line moves along', () => {
    const pages = paginateGroups([g(5, 2)], 5);
    expect(pages.map((p) => p.length)).toEqual([4, 3]);
    expect(pages[1]?.[0]?.kind).toBe('item');
  });
  it('no row is lost or repeated over 30 pages of a delivery note', () => {
    const stops = Array.from({ length: 10 }, (_, s) =>
      stop(
        `S${s}`,
        Array.from({ length: 6 }, (_, w) => [`W${s}-${w}`, Array.from({ length: 10 }, () => item())]),
      ),
    );
    const pages = goodsPages(stops);
    const rows = pages.flat();
    expect(rows.length).toBe(goodsRowGroups(stops).flat().length);
    expect(pages.every((p) => p.length <= rowsPerPage())).toBe(true);
    expect(pages.length).toBeGreaterThanOrEqual(30);
    expect(rows.at(-1)).toEqual({
      kind: 'total',
      figures: { quantity: '600', weight: '60.000', volume: '0.000600', pallets: '300' },
    });
  });
});
