/**
 * A content hash of source folders and files: what decides whether a build is still current. Paths are
 * hashed with their contents, in sorted order, so a renamed, added or removed file changes it too.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', '.vite', 'coverage']);

function filesUnder(entry, out) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    out.push(entry);
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (SKIPPED.has(name) || name.startsWith('.')) continue;
    filesUnder(path.join(entry, name), out);
  }
}

export function sourceHash(root, entries) {
  const hash = createHash('sha256');
  const files = [];
  for (const entry of entries) filesUnder(path.join(root, entry), files);
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when `stampFile` holds `hash` (the build it stamps was made from these sources). */
export function isCurrent(stampFile, hash) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;
}
