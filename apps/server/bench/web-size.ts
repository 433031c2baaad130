/**
 * The JavaScript the sign-in page loads at first, gzipped: the entry chunk and its static imports
 * (what index.html loads and modulepreloads), plus the lazy chunks the /user/login route renders
 * (the user layout and the login page) with their own static imports; exits 1 over 400 KiB gzip.
 * Reads the Vite manifest, so build first:
 *   npm run build -w @tms/web && npx tsx apps/server/bench/web-size.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const dist = path.resolve(import.meta.dirname, '../../web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  process.stderr.write(`No ${manifestPath}: run "npm run build -w @tms/web" first.\n`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
/** /user/login renders the user layout, then the login page: both load lazily. */
const LOGIN_SOURCES = [/app\/layouts\/UserLayout\.tsx$/, /pages\/user\/login\/index\.tsx?$/];

/** The chunk and every chunk it imports statically, depth first, each once. */
function withStaticImports(key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const next of manifest[key]?.imports ?? []) withStaticImports(next, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the manifest has no entry chunk');
const initial = withStaticImports(entryKey, new Set());
const loginKeys = LOGIN_SOURCES.map((source) =>
  Object.keys(manifest).find((key) => source.test(manifest[key]?.src ?? key)),
).filter((key): key is string => key !== undefined);
const login = new Set<string>();
for (const key of loginKeys) withStaticImports(key, login);
const loginOnly = [...login].filter((key) => !initial.has(key));

type Row = { file: string; raw: number; gzip: number };
function measure(keys: Iterable<string>): Row[] {
  return [...keys].map((key) => {
    const file = manifest[key]?.file ?? key;
    const content = readFileSync(path.join(dist, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
function print(title: string, rows: Row[]) {
  process.stdout.write(`${title}\n`);
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    process.stdout.write(
      `  ${row.file.padEnd(48)} ${kb(row.raw).padStart(11)} raw ${kb(row.gzip).padStart(10)} gzip\n`,
    );
  }
}

const initialRows = measure(initial);
const loginRows = measure(loginOnly);
print('Entry chunk and its static imports:', initialRows);
if (loginKeys.length === LOGIN_SOURCES.length) {
  print('Login route chunks (lazy: user layout, login page) and what they add:', loginRows);
} else {
  process.stdout.write('Login route chunks: not all found in the manifest (user layout, login page)\n');
}
const all = [...initialRows, ...loginRows];
const sum = (rows: Row[], field: 'raw' | 'gzip') => rows.reduce((total, row) => total + row[field], 0);
process.stdout.write(
  `\nSign-in page JavaScript: ${all.length} files, ${kb(sum(all, 'raw'))} raw, ${kb(sum(all, 'gzip'))} gzip (level 9)\n`,
);

/** The sign-in page's budget; CI runs this after the browser journeys' build, so a regression fails CI. */
const BUDGET_KIB = 400;
if (sum(all, 'gzip') / 1024 > BUDGET_KIB) {
  process.stderr.write(`Over the sign-in budget of ${BUDGET_KIB} KiB gzip.\n`);
  process.exit(1);
}
