import Decimal from 'decimal.js';
import { IMAGE_MAX_BYTES, IMAGE_SUFFIXES } from '../constants';
import { type DetectedException, quantityMismatch } from '../monitoring/shipment-exceptions';

/**
 * Proof of delivery (ePOD, 回单): per waybill of a shipment, the quantities received at its delivery
 * stop, a remark and photos of the signed delivery note. A receipt is recorded only when it is complete
 * (every line's received quantity, and a photo when the client takes photos back): a receipt nobody can
 * read a quantity from proves nothing. A dispatcher audits it; from then on it is read-only and its
 * photos cannot be deleted (an audited receipt is the record the client is billed by).
 */

/** The most photos one receipt keeps. */
export const EPOD_IMAGE_MAX = 5;
/** The largest photo accepted (20 MB), the file store's limit for images. */
export const EPOD_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;
/** The file types a receipt photo may have: images only. */
export const EPOD_IMAGE_SUFFIXES = IMAGE_SUFFIXES;
export const EPOD_REMARK_MAX = 500;
/** Received quantities are kept like the shipped ones: 14 digits, 3 of them decimals. */
export const EPOD_QUANTITY_SCALE = 3;
const QUANTITY_MAX = new Decimal('99999999999.999');

/**
 * P started (photos uploaded, not recorded yet), N recorded (complete, still editable), A audited
 * (read-only).
 */
export const EPOD_STATUSES = ['P', 'N', 'A'] as const;
export type EpodStatus = (typeof EPOD_STATUSES)[number];

/** Whether a receipt may still be changed (quantities, remark, photos): only until it is audited. */
export function isEpodEditable(input: { status: string | null | undefined }): boolean {
  return input.status !== 'A';
}

export type EpodImageDeleteProblem = { key: 'epod.image.auditedNoDelete' } | { key: 'epod.image.keepOne' };

/**
 * Why a photo may not be deleted: an audited receipt's photos are evidence; a recorded receipt of a
 * client that takes photos back keeps at least one (deleting the last would leave it incomplete while
 * it counts as recorded: the new photo goes up first). Null: it may be deleted.
 */
export function epodImageDeleteProblem(input: {
  status: string | null | undefined;
  imageReturn: boolean;
  images: number;
}): EpodImageDeleteProblem | null {
  if (!isEpodEditable(input)) return { key: 'epod.image.auditedNoDelete' };
  if (input.status === 'N' && input.imageReturn && input.images <= 1) return { key: 'epod.image.keepOne' };
  return null;
}

/** A receipt can be recorded once the goods left: the shipment is in transit or finished. */
export function isShipmentReceivable(input: { status: string | null | undefined }): boolean {
  return input.status === 'T' || input.status === 'F';
}

/** The lower-case suffix of a file name ('' without a dot). */
export function fileSuffixOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export type EpodImageProblem =
  | { key: 'epod.audited' }
  | { key: 'epod.client.imageReturnDisabled' }
  | { key: 'epod.image.tooMany'; params: { max: number } }
  | { key: 'epod.image.tooLarge'; params: { max: string } }
  | { key: 'epod.image.imagesOnly'; params: { types: string } };

/**
 * Why a photo may not be added to a receipt, in the order a user fixes them: an audited receipt takes
 * nothing; a client that does not take photos back (image return off) takes none; a receipt holds at
 * most EPOD_IMAGE_MAX photos of at most 20 MB, and only images. Null: the photo may be added.
 */
export function epodImageProblem(input: {
  status: string | null | undefined;
  imageReturn: boolean;
  existing: number;
  fileName: string;
  size: number;
}): EpodImageProblem | null {
  if (!isEpodEditable(input)) return { key: 'epod.audited' };
  if (!input.imageReturn) return { key: 'epod.client.imageReturnDisabled' };
  if (input.existing >= EPOD_IMAGE_MAX) return { key: 'epod.image.tooMany', params: { max: EPOD_IMAGE_MAX } };
  if (input.size > EPOD_IMAGE_MAX_BYTES) return { key: 'epod.image.tooLarge', params: { max: '20 MB' } };
  if (!(EPOD_IMAGE_SUFFIXES as readonly string[]).includes(fileSuffixOf(input.fileName)))
    return { key: 'epod.image.imagesOnly', params: { types: EPOD_IMAGE_SUFFIXES.join(', ') } };
  return null;
}

/**
 * A received quantity as entered: empty means not received yet (nothing to compare); otherwise a
 * number of at least 0 with at most EPOD_QUANTITY_SCALE decimals. Answers the exact decimal, null for
 * empty, or 'invalid'.
 */
export function parseReceivedQuantity(value: string | number | null | undefined): string | null | 'invalid' {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (!/^\d+(\.\d+)?$/.test(text)) return 'invalid';
  const d = new Decimal(text);
  if (d.decimalPlaces() > EPOD_QUANTITY_SCALE || d.gt(QUANTITY_MAX)) return 'invalid';
  return d.toFixed(EPOD_QUANTITY_SCALE);
}

export type EpodRecordProblem =
  | { key: 'epod.received.required'; params: { lineNo: number; item: string } }
  | { key: 'epod.received.invalid'; params: { lineNo: number } }
  | { key: 'epod.image.required' };

/**
 * What keeps a receipt from being recorded, line by line in line order, then the photo: every line of
 * the waybill needs its received quantity (0 is a quantity: nothing of it arrived; blank is not), a
 * valid one; a client that takes delivery photos back (image return Y) needs at least one photo of the
 * signed note. Empty: the receipt may be recorded. The server refuses a save with the first problem;
 * the form marks every one before it sends.
 */
export function epodRecordProblems(input: {
  lines: readonly {
    lineNo: number;
    itemName?: string | null;
    itemCode?: string | null;
    received: string | number | null | undefined;
  }[];
  imageReturn: boolean;
  images: number;
}): EpodRecordProblem[] {
  const problems: EpodRecordProblem[] = [];
  for (const line of input.lines) {
    const received = parseReceivedQuantity(line.received);
    if (received === null)
      problems.push({
        key: 'epod.received.required',
        params: { lineNo: line.lineNo, item: line.itemName || line.itemCode || '-' },
      });
    else if (received === 'invalid')
      problems.push({ key: 'epod.received.invalid', params: { lineNo: line.lineNo } });
  }
  if (input.imageReturn && input.images < 1) problems.push({ key: 'epod.image.required' });
  return problems;
}

/**
 * "As shipped": every line's received quantity set to its shipped one, written as people type it
 * ('20', not '20.000'); the user then changes the lines that differ.
 */
export function receivedAsShipped(
  lines: readonly { waybillLineId: string; shippedQuantity: string | number }[],
): Record<string, string> {
  return Object.fromEntries(
    lines.map((l) => [l.waybillLineId, new Decimal(String(l.shippedQuantity)).toString()]),
  );
}

/** The subject of a quantity exception: one per waybill line of a shipment. */
export const epodLineSubject = (waybillLineId: string) => `waybillLine:${waybillLineId}`;

/**
 * The lines whose received quantity differs from the shipped one (exactly, as decimals), each a
 * QUANTITY_MISMATCH exception about that waybill line. Lines not received yet are skipped.
 */
export function epodQuantityMismatches(input: {
  lines: readonly { waybillLineId: string; shipped: string | number; received: string | number | null }[];
}): DetectedException[] {
  const found: DetectedException[] = [];
  for (const line of input.lines) {
    const mismatch = quantityMismatch({
      shipped: line.shipped,
      received: line.received,
      subject: epodLineSubject(line.waybillLineId),
    });
    if (mismatch) found.push(mismatch);
  }
  return found;
}
