import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { preactAlias, reactLibraries } from './apps/web/preact-alias.ts';

/** Unit and integration tests of every workspace; e2e runs separately with Playwright. */
export default defineConfig({
  test: {
    // One test file per core. Vitest's default keeps a core for itself (one worker on CI's two),
    // but its main process only collects results while the files run.
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          // Files share a worker's embedded database (see test/harness.ts), each in its own schema.
          isolate: false,
          // One migrated, seeded database per run; each test app starts from a copy (src/test/template.ts).
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app's tests render with Preact, as the build does (apps/web/preact-alias.ts).
        resolve: { alias: preactAlias, conditions: ['module', 'browser', 'development|production'] },
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          setupFiles: ['src/test/fire-event-setup.ts', 'src/test/async-timeout-setup.ts'],
          // Room for findBy* to wait its five seconds (src/test/async-timeout-setup.ts) more than once.
          testTimeout: 15_000,
          server: { deps: { inline: reactLibraries } },
        },
      },
      {
        // Each test file starts an in-memory PGlite of its own: room for a loaded machine.
        test: {
          name: 'house-vendor',
          root: 'apps/house-vendor',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'scripts', root: 'scripts', environment: 'node' } },
    ],
  },
});
