import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, repositoryRoot } from './config';

const root = path.resolve(import.meta.dirname, '../../..');

describe('where the server finds the repository', () => {
  it('is the same folder from the sources (tsx) and from the compiled build (dist/src/main.js)', () => {
    expect(repositoryRoot(path.join(root, 'apps/server/src'))).toBe(root);
    expect(repositoryRoot(path.join(root, 'apps/server/dist/src'))).toBe(root);
  });

  it('serves the web app from apps/web/dist and keeps the embedded database in data/ by default', () => {
    const config = loadConfig({});
    expect(config.webDist).toBe(path.join(root, 'apps/web/dist'));
    expect(config.dataDir).toBe(path.join(root, 'data'));
  });
});
