/**
 * Hides `hidden` characters in the middle of a short value, keeping what is left split evenly around
 * them, so a value too short for the spec's shape is still never shown whole.
 */
function maskMiddle(value: string, hidden: number): string {
  const stars = Math.min(hidden, value.length);
  const visible = value.length - stars;
  const lead = Math.floor(visible / 2);
  return `${value.slice(0, lead)}${'*'.repeat(stars)}${value.slice(lead + stars)}`;
}

/**
 * Phone: 3 digits, 4 stars, 4 digits (13812345678 -> 138****5678). A shorter number (Hong Kong numbers
 * have 8 digits) still has 4 characters hidden in its middle (91234567 -> 91****67).
 */
export function maskPhone(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length < 11) return maskMiddle(value, 4);
  return `${value.slice(0, 3)}****${value.slice(-4)}`;
}

/**
 * ID numbers keep 6 leading and 4 trailing characters; the middle becomes stars. One of 10 characters
 * or fewer (a Hong Kong ID, a short licence number) has its middle half hidden instead.
 */
export function maskIdNumber(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length <= 10) return maskMiddle(value, Math.ceil(value.length / 2));
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}

/** Addresses hide their last 6 characters (counting characters, not bytes, so Chinese text masks right). */
export function maskAddress(value: string | null | undefined): string {
  if (!value) return '';
  const chars = Array.from(value);
  const keep = Math.max(0, chars.length - 6);
  return chars.slice(0, keep).join('') + '*'.repeat(chars.length - keep);
}
