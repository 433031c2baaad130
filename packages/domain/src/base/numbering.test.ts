import { describe, expect, it } from 'vitest';
import {
  documentNumberExample,
  formatDocumentNumber,
  maxSerial,
  NumberingError,
  numberPeriod,
  numberRuleProblems,
  pickNumberRule,
} from './numbering';

const waybill = { prefix: 'WB', timestampEnabled: true, timestampFormat: 'YYYYMMDD', serialLength: 6 };
// 2026-11-21 01:30 in Shanghai is still 2026-11-20 in UTC: numbers follow the center's day.
const at = '2026-11-20T17:30:00Z';

describe('document number formatting', () => {
  it('is prefix + timestamp + serial zero-padded to serialLength', () => {
    expect(formatDocumentNumber(waybill, 42, at)).toBe('WB20261121000042');
  });
  it('stamps the day in the given time zone', () => {
    expect(formatDocumentNumber(waybill, 1, at, 'UTC')).toBe('WB20261120000001');
  });
  it('leaves the timestamp out when it is not enabled', () => {
    expect(formatDocumentNumber({ ...waybill, timestampEnabled: false, serialLength: 4 }, 7, at)).toBe(
      'WB0007',
    );
  });
  it('the example is the first number of the current period', () => {
    expect(
      documentNumberExample(
        { prefix: 'SP', timestampEnabled: true, timestampFormat: 'YYMM', serialLength: 5 },
        at,
      ),
    ).toBe('SP261100001');
  });
  it('refuses a serial wider than serialLength instead of truncating it', () => {
    expect(formatDocumentNumber({ ...waybill, serialLength: 2 }, 99, at)).toBe('WB2026112199');
    expect(() => formatDocumentNumber({ ...waybill, serialLength: 2 }, 100, at)).toThrow(NumberingError);
    try {
      formatDocumentNumber({ ...waybill, serialLength: 2 }, 100, at);
    } catch (err) {
      expect((err as NumberingError).key).toBe('base.numberRule.serialOverflow');
      expect((err as NumberingError).params).toEqual({ period: '20261121', max: 99 });
    }
  });
  it('serial length 12 still fits', () => {
    expect(maxSerial(12)).toBe(999_999_999_999);
    expect(formatDocumentNumber({ ...waybill, serialLength: 12 }, 999_999_999_999, at)).toBe(
      'WB20261121999999999999',
    );
  });
});

describe('periods: the serial restarts when the timestamp period changes', () => {
  it('a daily format gives one period per day', () => {
    expect(numberPeriod(waybill, '2026-11-21T02:00:00+08:00')).toBe('20261121');
    expect(numberPeriod(waybill, '2026-11-22T00:00:01+08:00')).toBe('20261122');
  });
  it('a monthly format keeps the whole month in one period', () => {
    const monthly = { timestampEnabled: true, timestampFormat: 'YYYYMM' };
    expect(numberPeriod(monthly, '2026-11-01T00:00:00+08:00')).toBe(
      numberPeriod(monthly, '2026-11-30T23:59:00+08:00'),
    );
  });
  it('without a timestamp there is one period forever', () => {
    expect(numberPeriod({ timestampEnabled: false, timestampFormat: 'YYYYMMDD' }, at)).toBe('');
  });
});

describe('number rule fields', () => {
  it('serial length must be 1 to 12', () => {
    expect(numberRuleProblems({ ...waybill, serialLength: 0 })[0]?.field).toBe('serialLength');
    expect(numberRuleProblems({ ...waybill, serialLength: 13 })[0]?.key).toBe(
      'base.numberRule.serialLengthInvalid',
    );
    expect(numberRuleProblems({ ...waybill, serialLength: 1 })).toEqual([]);
    expect(numberRuleProblems({ ...waybill, serialLength: 12 })).toEqual([]);
  });
  it('the timestamp format may hold only date tokens and separators', () => {
    expect(numberRuleProblems({ ...waybill, timestampFormat: 'YYYY-MM-DD' })).toEqual([]);
    expect(numberRuleProblems({ ...waybill, timestampFormat: 'YYYY[x]' })[0]?.field).toBe('timestampFormat');
    expect(numberRuleProblems({ ...waybill, timestampFormat: 'ss' })[0]?.field).toBe('timestampFormat');
  });
  it('the prefix may hold letters, digits, _ and - and may be empty', () => {
    expect(numberRuleProblems({ ...waybill, prefix: '' })).toEqual([]);
    expect(numberRuleProblems({ ...waybill, prefix: 'W B' })[0]?.field).toBe('prefix');
    expect(numberRuleProblems({ ...waybill, prefix: 'X'.repeat(21) })[0]?.field).toBe('prefix');
  });
});

describe('picking the rule', () => {
  const rules = [
    { code: 'none', clientId: null, dispatchCenterId: null },
    { code: 'center', clientId: null, dispatchCenterId: 'dc-sh' },
    { code: 'client', clientId: 'c1', dispatchCenterId: null },
    { code: 'both', clientId: 'c1', dispatchCenterId: 'dc-sh' },
  ];
  it('client + center beats client beats center beats none', () => {
    expect(pickNumberRule(rules, { clientId: 'c1', dispatchCenterId: 'dc-sh' })?.code).toBe('both');
    expect(pickNumberRule(rules, { clientId: 'c1', dispatchCenterId: 'dc-gz' })?.code).toBe('client');
    expect(pickNumberRule(rules, { clientId: 'c2', dispatchCenterId: 'dc-sh' })?.code).toBe('center');
    expect(pickNumberRule(rules, { clientId: 'c2' })?.code).toBe('none');
  });
  it('never picks another client or center rule', () => {
    expect(pickNumberRule(rules.slice(1), { clientId: 'c2', dispatchCenterId: 'dc-gz' })).toBeUndefined();
  });
});
