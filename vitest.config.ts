import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './e2e/support/workers.ts';

/**
 * `*.postgres.test.ts` files test what only a PostgreSQL server has, such as losing it. Files
 * share their worker's loaded modules, which halves the suite's time; `*.isolated.test.ts`
 * files replace a module (vi.mock) and so run apart, as `<name> isolated`.
 */
const integration = (name: string, dbKind: string) =>
  [false, true].map((isolated) => ({
    extends: true as const,
    test: {
      name: isolated ? `${name} isolated` : name,
      include: [isolated ? 'apps/server/src/**/*.isolated.test.ts' : 'apps/server/src/**/*.test.ts'],
      exclude: [
        '**/node_modules/**',
        ...(dbKind === 'postgres' ? [] : ['**/*.postgres.test.ts']),
        ...(isolated ? [] : ['**/*.isolated.test.ts']),
      ],
      isolate: isolated,
      env: { TEST_DB_KIND: dbKind },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }));

/**
 * One runner for every layer. The integration suite runs on PGlite always and again on
 * PostgreSQL when TEST_DATABASE_URL names a server; end-to-end tests drive Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'tools/**/*.test.ts'],
        },
      },
      ...integration('integration-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? integration('integration-postgres', 'postgres') : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          // As many files at once as the global setup starts servers (see e2e/support/workers.ts);
          // a group of its own, since the other projects use every core.
          maxWorkers: e2eWorkers,
          // A worker's files share its loaded modules, and so its Chromium (support/browser.ts):
          // a new process per file cost each file its own start and a browser launch.
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
