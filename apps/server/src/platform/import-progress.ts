/**
 * How far a running spreadsheet import has got, for the import dialog to poll while its upload waits for
 * the answer. The client names its import (an id it makes up, sent in the x-import-id header of the
 * upload); entries are kept per user, in this instance's memory, for a minute after their last change.
 * Behind a load balancer without sticky sessions a poll may reach another instance and see nothing: the
 * dialog then shows an indefinite "reading" state, and the import itself is unaffected.
 */
export type ImportPhase = 'queued' | 'reading' | 'checking';
export type ImportProgress = { phase: ImportPhase; rows: number; total: number | null };

const KEEP_MS = 60_000;
const MAX_ENTRIES = 1_000;
const entries = new Map<string, ImportProgress & { until: number }>();

/** The registry key of an import: the caller's own, so that nobody reads another user's progress. */
export const importProgressKey = (userId: string | number, importId: string) => `${userId}:${importId}`;

/** A client's import id: a short token (the web sends a UUID); anything else is ignored. */
export const IMPORT_ID_PATTERN = /^[\w-]{8,64}$/;

export function reportImportProgress(key: string, progress: ImportProgress): void {
  const now = Date.now();
  if (entries.size >= MAX_ENTRIES && !entries.has(key)) {
    for (const [k, v] of entries) if (v.until <= now) entries.delete(k);
    if (entries.size >= MAX_ENTRIES) return;
  }
  entries.set(key, { ...progress, until: now + KEEP_MS });
}

export function importProgress(key: string): ImportProgress | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.until <= Date.now()) {
    entries.delete(key);
    return null;
  }
  return { phase: entry.phase, rows: entry.rows, total: entry.total };
}
