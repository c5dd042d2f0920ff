import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated, seeded database built before the files run; each test API starts from a copy of it.
    globalSetup: ['./src/test-template.ts'],
    // PGlite takes several seconds to start cold; each test file shares one instance.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
