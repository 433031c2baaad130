// The worker thread's entry for spreadsheet reading (piscina loads it by file URL). It is plain
// JavaScript because a worker thread on Node 20 does not inherit the parent's TypeScript loader (tsx
// under `npm start`, vite under vitest); tsx's namespaced import loads the TypeScript reader in both.
import { tsImport } from 'tsx/esm/api';

const reader = await tsImport('./xlsx-read.ts', import.meta.url);

export default reader.readSheetTask;
