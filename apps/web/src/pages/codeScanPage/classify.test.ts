import { describe, expect, it } from 'vitest';
import { classifyScanCode } from './classify';

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
