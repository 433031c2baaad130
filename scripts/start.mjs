/**
 * npm start: builds what changed, then runs the compiled server.
 * - The web app is rebuilt only when its sources (or the shared packages it bundles) changed since the last
 *   build: a content hash of them is kept beside the build in apps/web/dist/.build-hash. `--no-web` skips it.
 * - The server is compiled to apps/server/dist/src/main.js the same way (seconds) and run with plain Node.
 * A restart on an unchanged checkout therefore goes straight to the server.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_SOURCES } from './build-server.mjs';
import { isCurrent, sourceHash } from './source-hash.mjs';

const root = path.resolve(import.meta.dirname, '..');
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'packages/domain/src',
  'packages/contract/src',
  'package-lock.json',
];

function timed(what, run) {
  const started = Date.now();
  process.stdout.write(`${what}…\n`);
  const result = run();
  const done = () => process.stdout.write(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  if (result instanceof Promise) {
    return result.then((value) => {
      done();
      return value;
    });
  }
  done();
  return result;
}

if (!process.argv.includes('--no-web')) {
  const webStamp = path.join(root, 'apps/web/dist/.build-hash');
  const webHash = sourceHash(root, WEB_SOURCES);
  if (!isCurrent(webStamp, webHash)) {
    timed('Building the web app (first start, or its sources changed; about a minute)', () => {
      const build = spawnSync('npm', ['run', 'build', '-w', '@tms/web'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) process.exit(build.status ?? 1);
    });
    writeFileSync(webStamp, webHash);
  }
}

const serverStamp = path.join(root, 'apps/server/dist/.build-hash');
if (!isCurrent(serverStamp, sourceHash(root, SERVER_SOURCES))) {
  await timed('Compiling the server', () => buildServer());
}

const main = path.join(root, 'apps/server/dist/src/main.js');
const serverDir = path.join(root, 'apps/server');
// As the server reads it (config.ts): TMS_DATA_DIR from the server's folder, else the repository's data/.
const dataDir = process.env.TMS_DATA_DIR
  ? path.resolve(serverDir, process.env.TMS_DATA_DIR)
  : path.join(root, 'data');
if (!process.env.DATABASE_URL && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
  // A new embedded database is migrated and seeded by a process of its own: the memory seeding needs (the
  // database's WebAssembly memory never shrinks) is given back before the server starts.
  const prepared = spawnSync(process.execPath, [main], {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, TMS_PREPARE_ONLY: '1' },
  });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}

const server = spawn(process.execPath, [...process.execArgv, main], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
