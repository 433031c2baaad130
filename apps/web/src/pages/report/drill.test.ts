import { describe, expect, it } from 'vitest';
import { filtersFromQuery, lastDays, percent, reportUrl } from './drill';

describe('drill-down from the dashboard into the report', () => {
  it('carries the center and period over in the URL query and reads them back', () => {
    const url = reportUrl({
      beginDate: '2030-06-01',
      endDate: '2030-06-30',
      dispatchCenterId: 'dc-sh',
      groupBy: 'carrier',
    });
    expect(url).toBe(
      '/rpt/rpt_shipment?beginDate=2030-06-01&endDate=2030-06-30&dispatchCenterId=dc-sh&groupBy=carrier',
    );
    const back = filtersFromQuery(new URLSearchParams(url.split('?')[1]), { beginDate: 'x', endDate: 'y' });
    expect(back).toEqual({
      beginDate: '2030-06-01',
      endDate: '2030-06-30',
      dispatchCenterId: 'dc-sh',
      carrierId: undefined,
      lineType: undefined,
      clientId: undefined,
      groupBy: 'carrier',
    });
  });
  it('a query without a valid period keeps the default one, an unknown grouping groups by day', () => {
    const f = filtersFromQuery(new URLSearchParams('beginDate=junk&groupBy=vehicle'), {
      beginDate: '2030-01-01',
      endDate: '2030-01-07',
    });
    expect([f.beginDate, f.endDate, f.groupBy]).toEqual(['2030-01-01', '2030-01-07', 'day']);
  });
  it('the default period is the last n days including today', () => {
    expect(lastDays(7, new Date(2030, 2, 3))).toEqual({ beginDate: '2030-02-25', endDate: '2030-03-03' });
  });
  it('rates show as percentages, none as a dash', () => {
    expect(percent(0.6667)).toBe('66.7%');
    expect(percent(null)).toBe('-');
  });
});
