import { FILE_SUFFIXES, IMAGE_SUFFIXES } from '@tms/domain';

/**
 * What may be uploaded: images only where images are asked for, and at most 20 MB. The lists are the
 * domain's: the web refuses the same files before uploading them.
 */
export { FILE_SUFFIXES, IMAGE_SUFFIXES };

export type UploadCategory = 'image' | 'file';

export function suffixOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The first bytes of the image formats we accept: a renamed file is not an image. */
export function looksLikeImage(head: Buffer): boolean {
  const hex = head.subarray(0, 12).toString('hex');
  return (
    hex.startsWith('89504e47') || // PNG
    hex.startsWith('ffd8ff') || // JPEG
    hex.startsWith('47494638') || // GIF
    hex.startsWith('424d') || // BMP
    (hex.startsWith('52494646') && head.subarray(8, 12).toString('ascii') === 'WEBP')
  );
}
