import { describe, expect, it } from 'vitest';
import { classifyScanCode, codeFromScan } from './classify';

describe('classifyScanCode', () => {
  it('recognises links, waybills and dispatch orders by their shape', () => {
    expect(classifyScanCode('https://tms.example.com/x')).toBe('url');
    expect(classifyScanCode('WB202405010001')).toBe('waybill');
    expect(classifyScanCode(' sp20240501-7 ')).toBe('shipment');
    expect(classifyScanCode('DO123')).toBe('shipment');
  });
  it('anything else is unknown; nothing is empty', () => {
    expect(classifyScanCode('hello world')).toBe('unknown');
    expect(classifyScanCode('')).toBe('empty');
    expect(classifyScanCode(null)).toBe('empty');
  });
});

describe('codeFromScan', () => {
  it('a link to the scan page gives its code parameter', () => {
    expect(codeFromScan('https://tms.example.com/codeScanPage?code=WB0001')).toBe('WB0001');
    expect(codeFromScan(' http://x.test/codeScanPage?code=%20PO%2F12%20&lang=en ')).toBe('PO/12');
  });
  it('a plain code is taken as typed, trimmed; a link without a code gives nothing', () => {
    expect(codeFromScan('  PO-SH-00012 ')).toBe('PO-SH-00012');
    expect(codeFromScan('https://tms.example.com/other')).toBe('');
    expect(codeFromScan(undefined)).toBe('');
  });
});
