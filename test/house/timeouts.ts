// Set up before every test file (vitest.config.ts, setupFiles): before each test, its
// effective timeout (its own, its describe block's, or the tier's default, as vitest
// resolved it) is checked against TIMES its idle duration in test/durations.jsonl, and
// the test fails with the one line of timeoutProblem when it is too short or not
// recorded. While `npm run test:durations` records, the check stands aside and each
// test's timeout is handed to the script in its meta instead. See docs/testing.md.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeEach } from 'vitest';
import type { TestContext } from 'vitest';
import { RECORDING, durationsPath, keyOf, parseDurations, testName, timeoutProblem } from '../../scripts/durations.js';

declare module 'vitest' {
  interface TaskMeta {
    /** The test's effective timeout in ms, handed to the recording script. */
    timeout?: number;
  }
}

const ROOT = join(import.meta.dirname, '..', '..');
const path = durationsPath(ROOT);
const recorded = new Map(
  (existsSync(path) ? parseDurations(readFileSync(path, 'utf8')) : []).map((d) => [keyOf(d), d.ms] as const),
);

/** The test's describe blocks and its own name, outermost first. */
function titles(test: TestContext['task']): string[] {
  const names = [test.name];
  for (let suite = test.suite; suite && suite !== test.file; suite = suite.suite) names.unshift(suite.name);
  return names;
}

beforeEach(({ task }) => {
  if (process.env[RECORDING]) {
    task.meta.timeout = task.timeout;
    return;
  }
  const test = { file: relative(ROOT, task.file.filepath).split('\\').join('/'), test: testName(titles(task)) };
  const problem = timeoutProblem(test, task.timeout, recorded.get(keyOf(test)));
  if (problem) throw new Error(problem);
});
