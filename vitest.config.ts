import { defineConfig } from 'vitest/config';

/** `*.postgres.test.ts` files test what only a PostgreSQL server has, such as losing it. */
const integration = (name: string, dbKind: string) => ({
  extends: true as const,
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    exclude: dbKind === 'postgres' ? [] : ['**/*.postgres.test.ts', '**/node_modules/**'],
    env: { TEST_DB_KIND: dbKind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * One runner for every layer. The integration suite runs on PGlite always and again on
 * PostgreSQL when TEST_DATABASE_URL names a server; end-to-end tests drive Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'] },
      },
      integration('integration-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
