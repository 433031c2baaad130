import Decimal from 'decimal.js';
import type { MessageKey } from '../messages';

/**
 * Item (物料) rules shared by the server and the item form: exact decimals (decimal.js), the column
 * scales of base_item (weight numeric(14,3), volume numeric(14,6), dimensions numeric(10,3), factors
 * numeric(12,3)), and the GS1 barcodes an item may carry.
 */
export const ITEM_WEIGHT_SCALE = 3;
export const ITEM_VOLUME_SCALE = 6;
export const ITEM_DIMENSION_SCALE = 3;
export const ITEM_FACTOR_SCALE = 3;

export type DecimalInput = string | number | null | undefined;
export type ItemField =
  | 'weightKg'
  | 'volumeM3'
  | 'length'
  | 'width'
  | 'height'
  | 'boxFactor'
  | 'palletFactor'
  | 'barcode';
export type ItemProblem = { field: ItemField; key: MessageKey; params?: Record<string, unknown> };

const blank = (value: DecimalInput): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function parse(value: string | number): Decimal | null {
  try {
    const d = new Decimal(typeof value === 'string' ? value.trim() : value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/**
 * One decimal field: empty passes (the fields are optional); otherwise a number within the column's
 * integer digits and scale, and positive (or not negative when zero is allowed).
 */
function decimalProblem(
  value: DecimalInput,
  rule: { scale: number; integerDigits: number; allowZero: boolean; key: MessageKey },
): MessageKey | null {
  if (blank(value)) return null;
  const d = parse(value);
  if (!d) return rule.key;
  if (d.isNegative() || (!rule.allowZero && d.isZero())) return rule.key;
  if (d.decimalPlaces() > rule.scale) return rule.key;
  if (d.greaterThanOrEqualTo(new Decimal(10).pow(rule.integerDigits))) return rule.key;
  return null;
}

/** Weight in kg: 0 or more, at most 3 decimals. */
export const weightProblem = (value: DecimalInput) =>
  decimalProblem(value, {
    scale: ITEM_WEIGHT_SCALE,
    integerDigits: 11,
    allowZero: true,
    key: 'base.item.weightInvalid',
  });

/** Volume in m3: 0 or more, at most 6 decimals. */
export const volumeProblem = (value: DecimalInput) =>
  decimalProblem(value, {
    scale: ITEM_VOLUME_SCALE,
    integerDigits: 8,
    allowZero: true,
    key: 'base.item.volumeInvalid',
  });

/** Length, width and height: greater than 0, at most 3 decimals. */
export const dimensionProblem = (value: DecimalInput) =>
  decimalProblem(value, {
    scale: ITEM_DIMENSION_SCALE,
    integerDigits: 7,
    allowZero: false,
    key: 'base.item.dimensionInvalid',
  });

/** Basic units per box: greater than 0. */
export const boxFactorProblem = (value: DecimalInput) =>
  decimalProblem(value, {
    scale: ITEM_FACTOR_SCALE,
    integerDigits: 9,
    allowZero: false,
    key: 'base.item.boxFactorInvalid',
  });

/** Boxes per pallet: greater than 0. */
export const palletFactorProblem = (value: DecimalInput) =>
  decimalProblem(value, {
    scale: ITEM_FACTOR_SCALE,
    integerDigits: 9,
    allowZero: false,
    key: 'base.item.palletFactorInvalid',
  });

/** The GS1 check digit (mod 10, weights 3 and 1 from the right) of the digits before it. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** EAN-8, EAN-13 or ITF-14 (GTIN-14): 8, 13 or 14 digits whose last digit is the GS1 check digit. */
export function barcodeProblem(value: string | null | undefined): ItemProblem | null {
  const code = value?.trim();
  if (!code) return null;
  if (!/^\d+$/.test(code) || ![8, 13, 14].includes(code.length)) {
    return { field: 'barcode', key: 'base.item.barcodeFormat' };
  }
  const expected = gs1CheckDigit(code.slice(0, -1));
  if (Number(code.at(-1)) !== expected) {
    return { field: 'barcode', key: 'base.item.barcodeCheckDigit', params: { expected } };
  }
  return null;
}

export type ItemMeasures = { [K in Exclude<ItemField, 'barcode'>]?: DecimalInput } & {
  barcode?: string | null;
};

/** Every rule of an item at once, in form order: what the server refuses and the form shows. */
export function itemProblems(item: ItemMeasures): ItemProblem[] {
  const problems: ItemProblem[] = [];
  const check = (field: Exclude<ItemField, 'barcode'>, rule: (v: DecimalInput) => MessageKey | null) => {
    const key = rule(item[field]);
    if (key) problems.push({ field, key });
  };
  check('weightKg', weightProblem);
  check('volumeM3', volumeProblem);
  check('length', dimensionProblem);
  check('width', dimensionProblem);
  check('height', dimensionProblem);
  check('boxFactor', boxFactorProblem);
  check('palletFactor', palletFactorProblem);
  const barcode = barcodeProblem(item.barcode);
  if (barcode) problems.push(barcode);
  return problems;
}

/** A quantity in basic units seen as boxes and pallets (dispatch screens, load planning). */
export type PackedQuantity = {
  /** Exact boxes (quantity / box factor), 3 decimals. */
  boxes: string;
  /** Exact pallets (boxes / pallet factor), 3 decimals; null without a pallet factor. */
  pallets: string | null;
  /** Pallet places needed: whole pallets, a part pallet counting as one; null without a pallet factor. */
  palletPlaces: number | null;
  /** The same quantity as full pallets + full boxes + loose units. */
  fullPallets: number;
  fullBoxes: number;
  looseUnits: string;
};

/**
 * Basic units -> boxes -> pallets. Factors must be positive (itemProblems); a missing box factor means
 * one unit per box. Exact: 25 units at 12 per box are 2 full boxes and 1 loose unit, 2.083 boxes.
 */
export function packQuantity(input: {
  quantity: string | number;
  boxFactor?: DecimalInput;
  palletFactor?: DecimalInput;
}): PackedQuantity {
  const quantity = new Decimal(input.quantity);
  const boxFactor = blank(input.boxFactor) ? new Decimal(1) : new Decimal(input.boxFactor);
  if (quantity.isNegative()) throw new RangeError('quantity must not be negative');
  if (!boxFactor.isPositive() || boxFactor.isZero()) throw new RangeError('box factor must be positive');
  const exactBoxes = quantity.div(boxFactor);
  const palletFactor = blank(input.palletFactor) ? null : new Decimal(input.palletFactor);
  if (palletFactor && (!palletFactor.isPositive() || palletFactor.isZero())) {
    throw new RangeError('pallet factor must be positive');
  }
  const exactPallets = palletFactor ? exactBoxes.div(palletFactor) : null;
  const fullPallets = exactPallets ? exactPallets.floor() : new Decimal(0);
  const palletUnits = palletFactor ? fullPallets.mul(palletFactor).mul(boxFactor) : new Decimal(0);
  const restBoxes = quantity.minus(palletUnits).div(boxFactor).floor();
  const looseUnits = quantity.minus(palletUnits).minus(restBoxes.mul(boxFactor));
  return {
    boxes: exactBoxes.toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3),
    pallets: exactPallets ? exactPallets.toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3) : null,
    palletPlaces: exactPallets ? exactPallets.ceil().toNumber() : null,
    fullPallets: fullPallets.toNumber(),
    fullBoxes: restBoxes.toNumber(),
    looseUnits: looseUnits.toString(),
  };
}

/** Boxes (possibly part boxes) back to basic units. */
export function boxesToUnits(boxes: string | number, boxFactor: DecimalInput): string {
  const factor = blank(boxFactor) ? new Decimal(1) : new Decimal(boxFactor);
  return new Decimal(boxes).mul(factor).toString();
}

/** Weight (kg, 3 decimals) and volume (m3, 6 decimals) of a quantity of basic units. */
export function lineMeasures(input: {
  quantity: string | number;
  weightKg?: DecimalInput;
  volumeM3?: DecimalInput;
}): { weightKg: string; volumeM3: string } {
  const quantity = new Decimal(input.quantity);
  const weight = blank(input.weightKg) ? new Decimal(0) : new Decimal(input.weightKg);
  const volume = blank(input.volumeM3) ? new Decimal(0) : new Decimal(input.volumeM3);
  return {
    weightKg: quantity
      .mul(weight)
      .toDecimalPlaces(ITEM_WEIGHT_SCALE, Decimal.ROUND_HALF_UP)
      .toFixed(ITEM_WEIGHT_SCALE),
    volumeM3: quantity
      .mul(volume)
      .toDecimalPlaces(ITEM_VOLUME_SCALE, Decimal.ROUND_HALF_UP)
      .toFixed(ITEM_VOLUME_SCALE),
  };
}
