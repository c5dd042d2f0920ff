import { defineConfig } from 'vitest/config';

// One started product (REST API + gateway serving the built web client) is shared by every browser
// test file; files run one after another because they share its database.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
