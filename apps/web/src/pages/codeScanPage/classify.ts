/** What a scanned code refers to, judged by its shape only (the page needs no sign-in, so no lookups). */
export type ScanKind = 'url' | 'waybill' | 'shipment' | 'unknown' | 'empty';

export function classifyScanCode(code: string | null | undefined): ScanKind {
  const value = code?.trim() ?? '';
  if (!value) return 'empty';
  if (/^https?:\/\//i.test(value)) return 'url';
  // Waybill codes start with WB, dispatch-order (shipment) codes with SP or DO.
  if (/^WB[\w-]+$/i.test(value)) return 'waybill';
  if (/^(SP|DO)[\w-]+$/i.test(value)) return 'shipment';
  return 'unknown';
}
