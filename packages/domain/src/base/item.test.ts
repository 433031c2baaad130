import { describe, expect, it } from 'vitest';
import {
  barcodeProblem,
  boxesToUnits,
  boxFactorProblem,
  dimensionProblem,
  gs1CheckDigit,
  itemProblems,
  lineMeasures,
  packQuantity,
  palletFactorProblem,
  volumeProblem,
  weightProblem,
} from './item';

describe('item weight and volume', () => {
  it('accepts a weight with 3 decimals and refuses a fourth', () => {
    expect(weightProblem('12.345')).toBeNull();
    expect(weightProblem(0)).toBeNull();
    expect(weightProblem('12.3456')).toBe('base.item.weightInvalid');
  });
  it('refuses a negative weight or one that is not a number', () => {
    expect(weightProblem('-1')).toBe('base.item.weightInvalid');
    expect(weightProblem('abc')).toBe('base.item.weightInvalid');
  });
  it('refuses a weight wider than numeric(14,3)', () => {
    expect(weightProblem('99999999999.999')).toBeNull();
    expect(weightProblem('100000000000')).toBe('base.item.weightInvalid');
  });
  it('accepts a volume with 6 decimals and refuses a seventh', () => {
    expect(volumeProblem('0.000001')).toBeNull();
    expect(volumeProblem('0.0000001')).toBe('base.item.volumeInvalid');
    expect(volumeProblem('-0.5')).toBe('base.item.volumeInvalid');
  });
  it('lets empty optional fields pass', () => {
    expect(weightProblem(null)).toBeNull();
    expect(volumeProblem('')).toBeNull();
    expect(dimensionProblem(undefined)).toBeNull();
  });
});

describe('item dimensions and factors', () => {
  it('dimensions must be greater than 0', () => {
    expect(dimensionProblem('0.3')).toBeNull();
    expect(dimensionProblem('0')).toBe('base.item.dimensionInvalid');
    expect(dimensionProblem(-2)).toBe('base.item.dimensionInvalid');
    expect(dimensionProblem('0.0001')).toBe('base.item.dimensionInvalid');
  });
  it('box factor and pallet factor must be greater than 0', () => {
    expect(boxFactorProblem(12)).toBeNull();
    expect(boxFactorProblem(0)).toBe('base.item.boxFactorInvalid');
    expect(palletFactorProblem('60')).toBeNull();
    expect(palletFactorProblem('-60')).toBe('base.item.palletFactorInvalid');
  });
});

describe('item barcode', () => {
  it('computes the GS1 check digit', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('9638507')).toBe(4);
  });
  it('accepts valid EAN-8, EAN-13 and ITF-14 codes', () => {
    expect(barcodeProblem('96385074')).toBeNull();
    expect(barcodeProblem('4006381333931')).toBeNull();
    expect(barcodeProblem('15400141288763')).toBeNull();
    expect(barcodeProblem(null)).toBeNull();
  });
  it('refuses a wrong check digit, naming the expected one', () => {
    expect(barcodeProblem('4006381333932')).toEqual({
      field: 'barcode',
      key: 'base.item.barcodeCheckDigit',
      params: { expected: 1 },
    });
  });
  it('refuses other lengths and non-digits', () => {
    expect(barcodeProblem('123456789012')?.key).toBe('base.item.barcodeFormat');
    expect(barcodeProblem('40063813339A1')?.key).toBe('base.item.barcodeFormat');
  });
});

describe('itemProblems', () => {
  it('lists every broken rule with its field, in form order', () => {
    expect(
      itemProblems({ weightKg: '1.2345', height: 0, palletFactor: 0, barcode: '12345678' }).map(
        (p) => p.field,
      ),
    ).toEqual(['weightKg', 'height', 'palletFactor', 'barcode']);
    expect(itemProblems({ weightKg: '1.5', volumeM3: '0.0032', boxFactor: 12, barcode: '96385074' })).toEqual(
      [],
    );
  });
});

describe('unit conversion', () => {
  it('25 units at 12 per box are 2 full boxes and 1 loose unit, 2.083 boxes', () => {
    const packed = packQuantity({ quantity: 25, boxFactor: 12 });
    expect(packed).toMatchObject({
      boxes: '2.083',
      fullBoxes: 2,
      looseUnits: '1',
      pallets: null,
      palletPlaces: null,
    });
  });
  it('units to pallets: 1300 units, 12 per box, 50 boxes per pallet', () => {
    expect(packQuantity({ quantity: 1300, boxFactor: 12, palletFactor: 50 })).toEqual({
      boxes: '108.333',
      pallets: '2.167',
      palletPlaces: 3,
      fullPallets: 2,
      fullBoxes: 8,
      looseUnits: '4',
    });
  });
  it('is exact with decimal factors (no floating point drift)', () => {
    expect(packQuantity({ quantity: '0.3', boxFactor: '0.1' })).toMatchObject({
      boxes: '3.000',
      fullBoxes: 3,
      looseUnits: '0',
    });
  });
  it('without a box factor a unit is a box', () => {
    expect(packQuantity({ quantity: 7 }).boxes).toBe('7.000');
  });
  it('refuses a zero factor', () => {
    expect(() => packQuantity({ quantity: 7, boxFactor: 0 })).toThrow(RangeError);
  });
  it('boxes back to units and line weight/volume at the column scales', () => {
    expect(boxesToUnits('2.5', 12)).toBe('30');
    expect(lineMeasures({ quantity: 3, weightKg: '0.1', volumeM3: '0.0000015' })).toEqual({
      weightKg: '0.300',
      volumeM3: '0.000005',
    });
  });
});
