// The planning worker thread's entry (planning-jobs.ts starts it from this file's URL). It is plain
// JavaScript because a worker thread on Node 20 does not inherit the parent's TypeScript loader (tsx under
// `npm run dev`, vite under vitest); tsx's namespaced import loads the TypeScript solver in both. The
// compiled server has a bundled copy of this entry beside dist/src/main.js (scripts/build-server.mjs).
import { tsImport } from 'tsx/esm/api';

const { solve } = await tsImport('@tms/planner', import.meta.url);
const { runSolver } = await tsImport('./solve-in-worker.ts', import.meta.url);
runSolver(solve);
