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

/**
 * The code to look up from what a scanner read: a link to this page (a QR code printed as
 * `<origin>/codeScanPage?code=…`) gives its `code` parameter; anything else is taken as typed, trimmed.
 * A link without a code gives nothing. The shape decides nothing else: ref numbers and order codes
 * follow no fixed pattern, so the server judges every code.
 */
export function codeFromScan(raw: string | null | undefined): string {
  const value = raw?.trim() ?? '';
  if (classifyScanCode(value) !== 'url') return value;
  try {
    return new URL(value).searchParams.get('code')?.trim() ?? '';
  } catch {
    return '';
  }
}
