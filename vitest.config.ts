import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One test file per core: vitest's default leaves one core idle, and on two cores the
    // suite took 200 s instead of 130.
    maxWorkers: '100%',
  },
});
