/** What the server says about a running import (GET /system/import/progress). */
export type ServerImportProgress = {
  phase: 'queued' | 'reading' | 'checking';
  rows: number;
  total: number | null;
};

/** What the import dialog shows: a bar (null: no figure yet) and a caption (a UI text key). */
export type ImportStage = { percent: number | null; key: string; params?: Record<string, number> };

/**
 * The dialog's stage from the upload's percent and the server's progress: uploading, then waiting for a
 * reading thread, reading rows (against the rows the sheet declares, when it does), then checking and
 * saving. The bar never shows 100 before the answer comes.
 */
export function importStage(uploadPercent: number, server: ServerImportProgress | null): ImportStage {
  if (uploadPercent < 100 || !server) {
    return uploadPercent < 100
      ? { percent: uploadPercent, key: 'import.stage.uploading' }
      : { percent: null, key: 'import.stage.queued' };
  }
  switch (server.phase) {
    case 'queued':
      return { percent: null, key: 'import.stage.queued' };
    case 'reading':
      return server.total
        ? {
            percent: Math.min(99, Math.floor((server.rows / server.total) * 100)),
            key: 'import.stage.reading',
            params: { rows: server.rows, total: server.total },
          }
        : { percent: null, key: 'import.stage.readingRows', params: { rows: server.rows } };
    case 'checking':
      return { percent: 99, key: 'import.stage.checking', params: { rows: server.rows } };
    default:
      return unreachable(server.phase);
  }
}

function unreachable(value: never): never {
  throw new Error(`unknown import phase ${String(value)}`);
}

/** An id for one import, for the x-import-id header (crypto.randomUUID needs a secure context). */
export function newImportId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
