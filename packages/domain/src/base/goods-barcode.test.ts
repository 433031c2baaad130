import { describe, expect, it } from 'vitest';
import { goodsBarcodeProblem, isEan13 } from './goods-barcode';

describe('EAN-13 check digit', () => {
  it('accepts an EAN-13 whose last digit is the GS1 check digit', () => {
    expect(isEan13('6901234567892')).toBe(true);
    expect(isEan13('4006381333931')).toBe(true);
    expect(goodsBarcodeProblem('EAN13', '6901234567892')).toBeNull();
  });

  it('refuses a wrong check digit and names the expected one', () => {
    expect(isEan13('6901234567893')).toBe(false);
    expect(goodsBarcodeProblem('EAN13', '6901234567893')).toEqual({
      key: 'base.goodsBarcode.checkDigit',
      params: { expected: 2 },
    });
  });

  it('an EAN-13 has exactly 13 digits', () => {
    expect(goodsBarcodeProblem('EAN13', '690123456789')?.key).toBe('base.goodsBarcode.length');
    expect(goodsBarcodeProblem('EAN13', '69012345678AB')?.key).toBe('base.goodsBarcode.length');
  });

  it('an ITF-14 has 14 digits with the GS1 check digit', () => {
    expect(goodsBarcodeProblem('ITF14', '16901234567899')).toBeNull();
    expect(goodsBarcodeProblem('ITF14', '16901234567898')?.key).toBe('base.goodsBarcode.checkDigit');
  });

  it('Code 128 and QR take letters and digits up to 64, nothing else', () => {
    expect(goodsBarcodeProblem('CODE128', 'SKU2024A01')).toBeNull();
    expect(goodsBarcodeProblem('QR', 'A'.repeat(64))).toBeNull();
    expect(goodsBarcodeProblem('QR', 'A'.repeat(65))?.key).toBe('base.goodsBarcode.format');
    expect(goodsBarcodeProblem('CODE128', 'SKU-01')?.key).toBe('base.goodsBarcode.format');
  });
});
