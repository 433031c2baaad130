import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite instances are heavy; two workers fit the 2-core machine.
    maxWorkers: 2,
    projects: [
      // Generous timeouts: a busy 2-core machine (tsc or a browser beside the tests) slows the scanners.
      {
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
      },
      {
        test: {
          name: 'planner',
          root: 'packages/planner',
          include: ['src/**/*.test.ts', 'cli/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // The seeded demo database is built once per run; each test file starts from a copy of it.
          globalSetup: ['src/test/global-setup.ts'],
          // Test files share a worker's loaded modules (the app graph takes seconds to import); each file
          // still builds its own app on its own database, and module state is keyed by database or token.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
    ],
  },
});
