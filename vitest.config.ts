import { defineConfig } from 'vitest/config';
import { localeCatalogues } from './apps/web/build/locale-catalogues.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
        },
      },
      {
        // The web app's own logic, beside its code, in a browser-like document (jsdom).
        plugins: [localeCatalogues({ split: false })],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Pages load their code on first use; on a busy two-core machine (the API files run
          // beside them) 5 s is too tight for a whole journey through a form.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // A file whose every suite needs PostgreSQL registers none without TEST_DATABASE_URL,
          // and Vitest fails a file without a suite: it is left out instead.
          exclude: process.env.TEST_DATABASE_URL
            ? []
            : [
                'apps/server/test/two-servers.test.ts',
                'apps/server/test/mail-two-servers.test.ts',
                'apps/server/test/alerts-two-servers.test.ts',
                'apps/server/test/listing-figures-two-servers.test.ts',
                'apps/server/test/server-processes.test.ts',
              ],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          // The built server's embedded database, made and migrated once for every journey.
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          // A page's first visit loads its code and data; 1 s (the default) is too tight on a busy machine.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
