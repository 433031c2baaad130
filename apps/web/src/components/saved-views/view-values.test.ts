import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fromStoredFilters, toStoredColumns, toStoredFilters, withStoredColumns } from './view-values';

describe('saved view values', () => {
  it('keeps only the filled fields of the search form', () => {
    expect(toStoredFilters({ code: 'WB1', refNo: '', clientId: undefined, status: [], other: null })).toEqual(
      {
        code: 'WB1',
      },
    );
  });

  it('round-trips a date range as dates, and leaves text that looks like a date as text', () => {
    const range = [dayjs('2026-11-01T00:00:00Z'), dayjs('2026-11-07T00:00:00Z')];
    const stored = JSON.parse(JSON.stringify(toStoredFilters({ createRange: range, refNo: '2026-11-01' })));
    const back = fromStoredFilters(stored);
    expect(dayjs.isDayjs((back.createRange as unknown[])[0])).toBe(true);
    expect((back.createRange as dayjs.Dayjs[]).map((d) => d.toISOString())).toEqual(
      range.map((d) => d.toISOString()),
    );
    expect(back.refNo).toBe('2026-11-01');
  });

  it('keeps multi-select values as they are', () => {
    expect(fromStoredFilters(toStoredFilters({ status: ['E', 'H'] }))).toEqual({ status: ['E', 'H'] });
  });

  it('lays kept columns over the list: hidden stays hidden, new columns keep their state, gone ones drop', () => {
    const kept = toStoredColumns({
      code: { show: true, order: 1 },
      refNo: { show: false, order: 0 },
      gone: {},
    });
    const next = withStoredColumns(
      { code: { show: true, fixed: 'left' }, refNo: { show: true }, added: { show: true } },
      kept,
    );
    expect(next).toEqual({
      code: { show: true, fixed: 'left', order: 1 },
      refNo: { show: false, order: 0 },
      added: { show: true },
    });
  });

  it('leaves the columns alone when the view kept none', () => {
    const current = { code: { show: false } };
    expect(withStoredColumns(current, null)).toBe(current);
  });
});
