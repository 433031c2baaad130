import { FILE_SUFFIXES, IMAGE_MAX_BYTES, IMAGE_SUFFIXES, MESSAGE_ATTACHMENT_MAX } from '@tms/domain';

/**
 * What the file store accepts (the domain's lists, which the server checks too, so the form refuses a
 * file before uploading it): images where images are asked for, an allow-list of document types
 * otherwise, 20 MB at most either way.
 */
export { FILE_SUFFIXES, IMAGE_SUFFIXES };
/** How the server names the size limit in its refusal. */
export const ATTACHMENT_MAX_SIZE_TEXT = '20 MB';

/** The upload category: images only, or documents too (the file manager and message authors). */
export type AttachmentCategory = 'image' | 'file';

export function attachmentCategory(canUploadDocuments: boolean): AttachmentCategory {
  return canUploadDocuments ? 'file' : 'image';
}

export function suffixesFor(category: AttachmentCategory): readonly string[] {
  return category === 'image' ? IMAGE_SUFFIXES : FILE_SUFFIXES;
}

/** The file picker's accept list (".jpg,.png,..."): a hint for the dialog, checked again below. */
export function acceptFor(category: AttachmentCategory): string {
  return suffixesFor(category)
    .map((s) => `.${s}`)
    .join(',');
}

export function suffixOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Why a picked file is not uploaded, as the message key the server would answer and its parameters. */
export type AttachmentProblem =
  | { key: 'message.tooManyAttachments'; params: { max: number } }
  | { key: 'common.fileTypeNotAllowed'; params: { types: string } }
  | { key: 'system.oss.imagesOnly'; params?: undefined }
  | { key: 'common.fileTooLarge'; params: { max: string } }
  | { key: 'system.oss.fileRequired'; params?: undefined };

/**
 * Checks one picked file before it is uploaded: the message has room for it (`already` counts the
 * attachments kept, uploading, and picked before it in the same batch), its type is one the store takes
 * for this category, and it is neither empty nor over 20 MB.
 */
export function attachmentProblem(input: {
  file: { name: string; size: number };
  category: AttachmentCategory;
  already: number;
}): AttachmentProblem | null {
  if (input.already >= MESSAGE_ATTACHMENT_MAX)
    return { key: 'message.tooManyAttachments', params: { max: MESSAGE_ATTACHMENT_MAX } };
  if (!suffixesFor(input.category).includes(suffixOf(input.file.name)))
    return input.category === 'image'
      ? { key: 'system.oss.imagesOnly' }
      : { key: 'common.fileTypeNotAllowed', params: { types: FILE_SUFFIXES.join(', ') } };
  if (input.file.size > IMAGE_MAX_BYTES)
    return { key: 'common.fileTooLarge', params: { max: ATTACHMENT_MAX_SIZE_TEXT } };
  if (input.file.size === 0) return { key: 'system.oss.fileRequired' };
  return null;
}

/** A file size for the attachment list: bytes, KB or MB with one decimal. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
