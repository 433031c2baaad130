import { describe, expect, it } from 'vitest';
import { columnKeyOf, defaultColumnsState, fromSettings, isDefaultState, toSettings } from './column-state';

const columns = [
  { dataIndex: 'code', title: 'Code' },
  { dataIndex: ['client', 'name'], title: 'Client' },
  { key: 'option', title: 'Actions', fixed: 'right' },
  { title: 'No key' },
];
const scope = { systemCode: 'TMS', modular: 'order-waybill' };

describe('column keys', () => {
  it('follow ProTable: key, else dataIndex, else the position', () => {
    expect(columns.map(columnKeyOf)).toEqual(['code', 'client,name', 'option', '3']);
  });
});

describe('saved settings round trip', () => {
  it('turns state and widths into the saveList body and back', () => {
    const state = defaultColumnsState(columns);
    state.code = { show: true, order: 1 };
    state['client,name'] = { show: false, order: 0 };
    const saved = toSettings(state, { code: 180 }, columns, scope);
    expect(saved[0]).toEqual({ ...scope, code: 'code', name: 'Code', width: 180, hidden: 0, index: 1 });
    expect(saved[1]).toMatchObject({ code: 'client,name', hidden: 1, index: 0, width: null });
    const back = fromSettings(saved, columns);
    expect(back?.widths).toEqual({ code: 180 });
    expect(back?.state.code).toMatchObject({ show: true, order: 1 });
    expect(back?.state['client,name']).toMatchObject({ show: false, order: 0 });
    expect(back?.state.option?.fixed).toBe('right');
  });

  it('answers null for an empty saved set and ignores columns the screen no longer has', () => {
    expect(fromSettings([], columns)).toBeNull();
    const back = fromSettings(
      [{ ...scope, code: 'gone', name: null, width: 90, hidden: 1, index: 0 }],
      columns,
    );
    expect(back?.state.gone).toBeUndefined();
    expect(back?.widths).toEqual({});
  });
});

describe('isDefaultState', () => {
  it('is true for the defaults and the identity order, false once anything moved, hid or resized', () => {
    const defaults = defaultColumnsState(columns);
    expect(isDefaultState(defaults, {}, columns)).toBe(true);
    const identity = Object.fromEntries(columns.map((c, i) => [columnKeyOf(c, i), { show: true, order: i }]));
    expect(isDefaultState(identity, {}, columns)).toBe(true);
    expect(isDefaultState({ ...defaults, code: { show: false } }, {}, columns)).toBe(false);
    expect(isDefaultState(defaults, { code: 120 }, columns)).toBe(false);
    const moved = { ...identity, code: { show: true, order: 2 }, option: { show: true, order: 0 } };
    expect(isDefaultState(moved, {}, columns)).toBe(false);
  });
});
