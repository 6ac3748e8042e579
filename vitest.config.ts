import { defineConfig } from 'vitest/config';

// Two tiers (docs/testing.md): `npm test` runs the fast one, `npm run test:slow` the slow
// one (*.slow.test.ts: strength checks and long runs), and CI both. In both, every test's
// timeout is at least ten times its idle duration (test/house/timeouts.ts checks it
// against test/durations.jsonl), so a machine ten times slower than an idle one passes.
export default defineConfig({
  test: {
    // One test file per core: vitest's default leaves one core idle, and on two cores the
    // suite took 200 s instead of 130.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.slow.test.ts', '**/node_modules/**'],
          setupFiles: ['test/house/timeouts.ts'],
          testTimeout: 60_000,
          // Hooks are not in the durations file (vitest's JSON reporter does not time them);
          // the slowest, a Jacht solve in a beforeAll, takes some 6 s at idle.
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: ['test/**/*.slow.test.ts'],
          setupFiles: ['test/house/timeouts.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
