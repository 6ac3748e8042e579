import { defineConfig } from 'vitest/config';

// Two tiers (docs/testing.md): `npm test` runs the fast one, `npm run test:slow` the slow
// one (*.slow.test.ts: strength checks and long runs), and CI both. In both, every test's
// timeout is at least ten times its idle duration (test/house/timeouts.ts checks it
// against test/durations.jsonl), so a machine ten times slower than an idle one passes.
export default defineConfig({
  test: {
    // Three test files at once on two cores: many wait on a process they started (a bot in
    // its sandbox, a Redis, a worker), so a third file fills their waits (171 s against 181
    // s at idle; vitest's default leaves one core idle).
    maxWorkers: 3,
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
