/** Phone: 3 digits, 4 stars, 4 digits (13812345678 -> 138****5678). Shorter values are returned as they are. */
export function maskPhone(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length < 11) return value;
  return `${value.slice(0, 3)}****${value.slice(-4)}`;
}

/** ID numbers keep 6 leading and 4 trailing characters; the middle becomes stars. */
export function maskIdNumber(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length <= 10) return value;
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}

/** Addresses hide their last 6 characters (counting characters, not bytes, so Chinese text masks right). */
export function maskAddress(value: string | null | undefined): string {
  if (!value) return '';
  const chars = Array.from(value);
  const keep = Math.max(0, chars.length - 6);
  return chars.slice(0, keep).join('') + '*'.repeat(chars.length - keep);
}
