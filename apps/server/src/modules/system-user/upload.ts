import { IMPORT_MAX_BYTES } from '@tms/domain';
import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from './import-users';

/** Reads the one uploaded file of a multipart request, stopping at the import limit (5 MB). */
export async function readImportUpload(request: FastifyRequest): Promise<UploadedFile | null> {
  if (!request.isMultipart()) return null;
  const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  if (!part) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return { fileName: part.filename, buffer: Buffer.concat(chunks), tooLarge: part.file.truncated };
}
