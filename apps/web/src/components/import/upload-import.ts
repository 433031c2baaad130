import type { Envelope } from '../../core/request';
import { get, post } from '../../core/request';
import type { ServerImportProgress } from './import-stage';

export type ImportRowError = { row: number; field: string; message: string };
export type ImportResult = { ok: true; msg: string } | { ok: false; errors: ImportRowError[] };

/**
 * POST an xls/xlsx to an importData call (multipart). A file with bad rows answers code 500 with the
 * rows in data; the request layer shows the msg and rejects, so the rows are picked up while the body
 * is parsed. onProgress reports the upload in percent; importId names the import, so that its reading
 * progress can be asked for (GET /system/import/progress).
 */
export async function uploadImport(
  url: string,
  file: File,
  onProgress?: (percent: number) => void,
  importId?: string,
): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  let captured: ImportRowError[] | null = null;
  const parse = (raw: unknown): unknown => {
    let body: unknown = raw;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        return raw;
      }
    }
    const env = body as Partial<Envelope<unknown>> | null;
    if (env && env.code === 500 && Array.isArray(env.data)) captured = env.data as ImportRowError[];
    return body;
  };
  try {
    const env = await post<{ count: number }>(url, form, {
      transformResponse: [parse],
      headers: importId ? { 'x-import-id': importId } : undefined,
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    });
    return { ok: true, msg: env.msg };
  } catch (err) {
    if (captured) return { ok: false, errors: captured };
    throw err;
  }
}

/** How far the server has got with the import named importId; null before it starts reading. */
export function importProgress(importId: string): Promise<ServerImportProgress | null> {
  return get<ServerImportProgress | null>('/system/import/progress', { id: importId });
}
