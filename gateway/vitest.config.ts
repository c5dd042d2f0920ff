import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // Node loads graphql's CommonJS entry for every importer (its package has no "exports"); Vite would pick its
  // "module" entry for ESM importers, a second graphql realm beside the one graphql-jit (CommonJS) requires.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated, seeded database built before the files run; each test API starts from a copy of it.
    globalSetup: ['@suite/api/test-template'],
    environment: 'node',
    // Each file starts a real REST API (PGlite, migrations, seed): slow to boot, generous limits.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
