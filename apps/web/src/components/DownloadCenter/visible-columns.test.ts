import { describe, expect, it } from 'vitest';
import { visibleColumnKeys } from './visible-columns';

const columns = [
  { dataIndex: 'code', title: 'Code' },
  { dataIndex: 'status', title: 'Status' },
  { dataIndex: 'waybillCode', title: 'Waybill', hideInTable: true },
  { dataIndex: 'remark', title: 'Remark' },
  { key: 'option', title: 'Actions' },
];
const setting = (code: string, index: number, hidden: 0 | 1 = 0) => ({
  systemCode: 'TMS',
  modular: 'm',
  code,
  name: null,
  width: null,
  hidden,
  index,
});

describe('the visible columns an export sends', () => {
  it('without saved settings: every table column in declared order, no search-only or operation column', () => {
    expect(visibleColumnKeys(columns, [])).toEqual(['code', 'status', 'remark']);
  });

  it('a column hidden in the chooser is not sent; the chooser order is kept', () => {
    const saved = [setting('code', 2), setting('status', 0, 1), setting('remark', 1)];
    expect(visibleColumnKeys(columns, saved)).toEqual(['remark', 'code']);
  });
});
