/**
 * Compiles the server into one ES module, apps/server/dist/src/main.js, for `npm start`: Node then loads plain
 * JavaScript instead of compiling TypeScript at every start (tsx stays for `npm run dev` and the tests).
 * The workspace packages (@tms/domain, @tms/contract) are bundled in, since they ship TypeScript sources; every
 * other package stays in node_modules. The bundle sits at dist/src so paths the server finds beside its own
 * files (the repository root, the migrations, the xlsx and planning workers) resolve as they do from src/.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';
import { sourceHash } from './source-hash.mjs';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
const dist = path.join(server, 'dist');

/** The sources the server bundle is made of: its stamp changes when any of them does. */
export const SERVER_SOURCES = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/domain/src',
  'packages/contract/src',
  'packages/planner/src',
  'scripts/build-server.mjs',
];

/**
 * Bare imports stay external when Node can load them as written; a subpath that only a bundler resolves
 * (dayjs/plugin/timezone has no exports map and no extension) and the workspace packages are bundled in.
 */
const keepLoadablePackagesExternal = {
  name: 'keep-loadable-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tms/') || args.path.startsWith('node:')) return undefined;
      try {
        const url = import.meta.resolve(args.path, pathToFileURL(path.join(server, 'src/main.ts')).href);
        // Node's resolver answers a path for a subpath without checking the file is there.
        if (url.startsWith('file:') && !existsSync(fileURLToPath(url))) return undefined;
        return { path: args.path, external: true };
      } catch {
        return undefined;
      }
    });
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  // CommonJS code bundled in may call `require`; an ES module has none of its own.
  banner: {
    js: "import { createRequire as __tmsRequire } from 'node:module'; const require = __tmsRequire(import.meta.url);",
  },
  plugins: [keepLoadablePackagesExternal],
};

export async function buildServer() {
  rmSync(dist, { recursive: true, force: true });
  await build({
    ...common,
    entryPoints: [path.join(server, 'src/main.ts')],
    outfile: path.join(dist, 'src/main.js'),
  });
  // The spreadsheet reader's worker thread, compiled too (under tsx it loads the TypeScript reader itself).
  await build({
    ...common,
    stdin: {
      contents: "export { readSheetTask as default } from './xlsx-read.ts';",
      resolveDir: path.join(server, 'src/platform'),
      sourcefile: 'xlsx-read-worker.ts',
      loader: 'ts',
    },
    outfile: path.join(dist, 'src/xlsx-read-worker.mjs'),
  });
  // The planning worker thread (automatic line planning), found beside main.js as the xlsx worker is.
  await build({
    ...common,
    stdin: {
      contents:
        "import { solve } from '@tms/planner';\nimport { runSolver } from './solve-in-worker.ts';\nrunSolver(solve);",
      resolveDir: path.join(server, 'src/modules/dispatch/planning'),
      sourcefile: 'planning-worker.ts',
      loader: 'ts',
    },
    outfile: path.join(dist, 'src/planning-worker.mjs'),
  });
  cpSync(path.join(server, 'src/db/migrations'), path.join(dist, 'db/migrations'), { recursive: true });
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, '.build-hash'), sourceHash(root, SERVER_SOURCES));
  // esbuild keeps a service process for further builds; npm start goes on for hours and needs none.
  await stop();
}

if (process.argv[1] === import.meta.filename) await buildServer();
