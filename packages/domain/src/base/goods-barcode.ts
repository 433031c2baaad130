import type { MessageKey } from '../messages';
import { gs1CheckDigit } from './item';

/**
 * Goods barcodes: letters and digits only, at most 64 long; an EAN-13 is 13 digits whose last is the GS1
 * check digit, an ITF-14 14 digits likewise. Code 128 and QR codes carry any letters and digits.
 */
export const BARCODE_TYPES = ['EAN13', 'ITF14', 'CODE128', 'QR'] as const;
export type BarcodeType = (typeof BARCODE_TYPES)[number];
export const BARCODE_MAX = 64;
export const BARCODE_PATTERN = /^[A-Za-z0-9]+$/;

export type BarcodeProblem = { key: MessageKey; params?: Record<string, unknown> };

/** Whether `code` is a valid EAN-13: 13 digits, the last the check digit of the twelve before it. */
export function isEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && Number(code[12]) === gs1CheckDigit(code.slice(0, 12));
}

/** What is wrong with a barcode of a type, or null when it is acceptable. */
export function goodsBarcodeProblem(type: BarcodeType, code: string): BarcodeProblem | null {
  if (!BARCODE_PATTERN.test(code) || code.length > BARCODE_MAX) return { key: 'base.goodsBarcode.format' };
  const digits = type === 'EAN13' ? 13 : type === 'ITF14' ? 14 : null;
  if (digits === null) return null;
  if (code.length !== digits || !/^\d+$/.test(code)) {
    return { key: 'base.goodsBarcode.length', params: { type, digits } };
  }
  const expected = gs1CheckDigit(code.slice(0, -1));
  if (Number(code.at(-1)) !== expected) {
    return { key: 'base.goodsBarcode.checkDigit', params: { expected } };
  }
  return null;
}
