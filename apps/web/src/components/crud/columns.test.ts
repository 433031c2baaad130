import type { ProColumns } from '@ant-design/pro-components';
import { afterEach, describe, expect, it } from 'vitest';
import { setDateTimeContext } from '../../core/datetime';
import {
  createTimeColumn,
  createTimeRangeColumn,
  dateTimeColumn,
  optionColumn,
  statusColumn,
} from './columns';

type Row = { id: number; status: string; createTime: string | null; loginTime?: string };
const row: Row = {
  id: 7,
  status: '0',
  createTime: '2024-05-01T00:30:00Z',
  loginTime: '2024-05-02T00:00:00Z',
};
const t = (key: string) => `<${key}>`;

/** What ProTable hands a column's render: (dom, row, index, action, schema). */
function cell(column: ProColumns<Row>, value: Row = row): unknown {
  const render = column.render as unknown as (dom: unknown, entity: Row) => unknown;
  return render('dom', value);
}

afterEach(() => setDateTimeContext(null));

describe('optionColumn (the row actions)', () => {
  it('is the translated "actions" column fixed to the right, rendering the row', () => {
    const column = optionColumn<Row>(t, 130, (r) => `actions of ${r.id}`);
    expect(column).toMatchObject({
      title: '<action.operation>',
      valueType: 'option',
      width: 130,
      fixed: 'right',
    });
    expect(cell(column)).toBe('actions of 7');
  });
  it('is not fixed when the screen says so', () => {
    expect(optionColumn<Row>(t, 120, () => null, { fixed: false })).not.toHaveProperty('fixed');
  });
});

describe('date-time columns', () => {
  it('"created at" shows the instant in the user zone and style, and is not a search field', () => {
    setDateTimeContext({ timeZone: 'Asia/Hong_Kong', dateStyle: 'DD/MM/YYYY HH:mm' });
    const column = createTimeColumn<Row>(t);
    expect(column).toMatchObject({
      title: '<ref.createTime>',
      dataIndex: 'createTime',
      width: 170,
      search: false,
    });
    expect(cell(column)).toBe('01/05/2024 08:30');
    expect(cell(column, { ...row, createTime: null })).toBe('');
  });
  it('takes the screen own title key', () => {
    expect(createTimeColumn<Row>(t, 'ref.oss.uploadTime').title).toBe('<ref.oss.uploadTime>');
  });
  it('any date field by name', () => {
    const column = dateTimeColumn<Row, 'loginTime'>('Login', 'loginTime');
    expect(column).toMatchObject({ title: 'Login', dataIndex: 'loginTime', search: false });
    expect(cell(column)).toBe('2024-05-02 08:00:00');
  });
  it('the range variant searches by beginTime/endTime', () => {
    const column = createTimeRangeColumn<Row>(t);
    expect(column).toMatchObject({ title: '<identity.createTime>', valueType: 'dateRange' });
    const search = column.search as { transform: (value: [string, string]) => unknown };
    expect(search.transform(['2024-05-01', '2024-05-31'])).toEqual({
      beginTime: '2024-05-01',
      endTime: '2024-05-31',
    });
  });
});

describe('statusColumn', () => {
  const valueEnum = { '0': { text: 'Normal' }, '1': { text: 'Disabled' } };
  it('is a select filter over the dictionary, leaving the cell to ProTable', () => {
    const column = statusColumn<Row>('Status', valueEnum, 90);
    expect(column).toEqual({
      title: 'Status',
      dataIndex: 'status',
      width: 90,
      valueType: 'select',
      valueEnum,
    });
  });
  it('uses the screen own cell when given one', () => {
    expect(cell(statusColumn<Row>('Status', valueEnum, 100, (r) => `switch ${r.status}`))).toBe('switch 0');
  });
});
