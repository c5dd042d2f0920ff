import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // PGlite takes several seconds to start cold; each test file shares one instance.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
