import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import drizzleConfig from '../../drizzle.config';

/**
 * The committed migrations keep up with the Drizzle schema: drizzle-kit generates into a copy of the
 * migrations folder (never into the repository's), and a schema change with no migration shows up
 * as a new file there. The fix is `npm run db:generate`, then committing the migration.
 */
const SERVER = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.resolve(SERVER, drizzleConfig.out ?? 'drizzle');
const SCHEMA = path.resolve(SERVER, String(drizzleConfig.schema));
const DRIZZLE_KIT = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

const work = mkdtempSync(path.join(tmpdir(), 'tms-migrations-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const filesIn = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

/** Runs drizzle-kit generate with the project's settings into `folder` (relative to the work folder). */
function generateInto(folder: string): { files: string[]; output: string } {
  const result = spawnSync(
    process.execPath,
    [
      DRIZZLE_KIT,
      'generate',
      `--dialect=${drizzleConfig.dialect}`,
      `--schema=${SCHEMA}`,
      // drizzle-kit prefixes the out folder with './', so it is given relative to its working folder.
      `--out=./${folder}`,
      ...(drizzleConfig.casing ? [`--casing=${drizzleConfig.casing}`] : []),
    ],
    // No terminal to answer a rename question: it fails instead of waiting.
    { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  // drizzle-kit answers 0 even when it fails, so its output is read too.
  if (result.status !== 0 || /error/i.test(result.stderr)) throw new Error(`drizzle-kit failed:\n${output}`);
  return { files: filesIn(path.join(work, folder)), output };
}

describe('migrations', () => {
  it('are not behind the schema', () => {
    cpSync(MIGRATIONS, path.join(work, 'committed'), { recursive: true });
    const { files, output } = generateInto('committed');
    const added = files.filter((file) => !filesIn(MIGRATIONS).includes(file));
    expect(
      added,
      `The Drizzle schema has changes with no migration: run \`npm run db:generate\` and commit the result.\n${output}`,
    ).toEqual([]);
    expect(output).toContain('No schema changes');
  });

  it('would be found behind when the schema is ahead (an empty folder gets a migration)', () => {
    mkdirSync(path.join(work, 'empty'));
    const { files } = generateInto('empty');
    expect(files.filter((file) => file.endsWith('.sql'))).toHaveLength(1);
  });
});
