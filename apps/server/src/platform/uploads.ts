import type { FastifyRequest } from 'fastify';
import { AppError, CODES } from './errors';
import { nulRefusal } from './input-guards';

/** One uploaded file, read into memory up to the route's limit. */
export type Upload = { originalName: string; contentType: string; data: Buffer; truncated: boolean };

/** Text fields of a multipart form: a page-unload beacon sends a few short ones. */
const FORM_LIMITS = { fields: 10, fieldSize: 1 << 20, files: 0, parts: 10 };

/**
 * A multipart body that breaks off, lacks its boundary or exceeds a part limit is the client's error:
 * code 400 (the parser's own errors are plain errors that would otherwise answer 500).
 */
function asClientError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  return new AppError('common.invalidBody', { code: CODES.badRequest });
}

/**
 * Reads the one file of a multipart upload, at most `maxBytes` (beyond it `truncated` is true and the data
 * is cut). Null when the request is not multipart or has no file. The name and type are stored, so they
 * may not hold NUL.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload | null> {
  if (!request.isMultipart()) return null;
  let upload: Upload | null = null;
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    upload = {
      originalName: part.filename ?? '',
      contentType: part.mimetype ?? '',
      data: Buffer.concat(chunks),
      truncated: part.file.truncated,
    };
  } catch (err) {
    throw asClientError(err);
  }
  if (upload.originalName.includes('\u0000')) throw nulRefusal(request, 'filename');
  if (upload.contentType.includes('\u0000')) throw nulRefusal(request, 'content-type');
  return upload;
}

/** The text fields of a multipart form that carries no file (a file part is refused). */
export async function readFormFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'file') {
        // Unreachable with files: 0, but a file stream left unread would stall the parser for good.
        part.file.resume();
        continue;
      }
      fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    throw asClientError(err);
  }
  for (const [name, value] of Object.entries(fields)) {
    if (name.includes('\u0000') || value.includes('\u0000')) throw nulRefusal(request, name);
  }
  return fields;
}
