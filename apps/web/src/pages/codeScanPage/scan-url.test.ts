import { describe, expect, it } from 'vitest';
import { codeFromScan } from './classify';
import { scanUrl } from './scan-url';

describe('scanUrl', () => {
  it('points at the public page with the code as its parameter, encoded', () => {
    expect(scanUrl('https://tms.example.com/', 'WB 01/2')).toBe(
      'https://tms.example.com/codeScanPage?code=WB%2001%2F2',
    );
  });
  it('reads back to the same code when scanned', () => {
    expect(codeFromScan(scanUrl('https://tms.example.com', 'PO-SH-00012'))).toBe('PO-SH-00012');
  });
});
