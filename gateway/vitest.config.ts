import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file starts a real REST API (PGlite, migrations, seed): slow to boot, generous limits.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
