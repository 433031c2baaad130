import { maskAddress, maskIdNumber, maskPhone } from '@tms/domain';

export type MaskKind = 'phone' | 'id' | 'address';

const maskers: Record<MaskKind, (value: string | null | undefined) => string> = {
  phone: maskPhone,
  id: maskIdNumber,
  address: maskAddress,
};

/**
 * A masked phone (138****5678), ID number (6 leading, 4 trailing) or address (last 6 hidden).
 * The server already answers lists with personal numbers masked (masking again changes nothing); the
 * full number is shown only in the edit form, which loads it from the detail call.
 */
export function MaskedText({ type, value }: { type: MaskKind; value: string | null | undefined }) {
  if (!value) return null;
  return <span>{maskers[type](value)}</span>;
}
