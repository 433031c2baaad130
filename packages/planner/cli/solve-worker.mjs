// Worker threads do not inherit tsx's loader on Node 20: this plain module loads the TypeScript worker through tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('./solve-worker.ts', import.meta.url);
