import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@machines/': fileURLToPath(new URL('./machines/', import.meta.url)),
  '@openapi/': fileURLToPath(new URL('./openapi/', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/machines/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/bench/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          globalSetup: ['tests/support/server-tests-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/web-setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
