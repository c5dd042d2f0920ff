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
    // expect.poll's own default (1 s) is shorter than a page reload on a loaded 2-core machine: a CI run failed on
    // one (catalogue, after reload). Waiting longer changes no assertion, only how long the screen may take.
    expect: { poll: { timeout: 15_000 } },
  },
});
