// The tests' idle durations (test/durations.jsonl) and the rule they are held to: every
// test's timeout is at least TIMES its idle duration, so a machine that runs a test ten
// times slower than an idle one (two busy loops, a load of 13 on two cores) still passes
// it. The durations are measured by `npm run test:durations` (scripts/test-durations.ts,
// from vitest's JSON reporter) and checked by test/house/timeouts.ts before each test;
// CI checks the file's figures, never the clock. See docs/testing.md.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The file, from the repository's root. */
export const DURATIONS_FILE = 'test/durations.jsonl';

/** Names another file instead, for the test of the check and the script themselves. */
export const DURATIONS_ENV = 'TAFEL_DURATIONS_FILE';

/** Where the file is read and written: DURATIONS_FILE under `root`, unless the
 * environment names another. */
export function durationsPath(root: string): string {
  return process.env[DURATIONS_ENV] || join(root, DURATIONS_FILE);
}

/** Set (to 1) in the environment of the tests while the script records: the check stands
 * aside, and each test hands its timeout to the script in its meta. */
export const RECORDING = 'TAFEL_RECORDING_DURATIONS';

/** A test's timeout is at least this many times its idle duration. */
export const TIMES = 10;

/** One line of the file: a test (its file, and its describe blocks and name joined by
 * ' > ') and its idle duration in whole milliseconds. */
export interface Duration {
  readonly file: string;
  readonly test: string;
  readonly ms: number;
}

/** A folder made in the OS temp dir (by mkdtemp: a new name every run), with its path. */
const TEMPORARY = new RegExp(escaped(tmpdir()) + String.raw`/[\w.-]+`, 'g');

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How a test is named in the file and in the check: the titles from its outermost
 * describe block to its own, as vitest's JSON reporter lists them. A temporary folder in
 * a title (it.each over paths a test made) is written <tmp>, so that the name is the same
 * in every run. */
export function testName(titles: readonly string[]): string {
  return titles.join(' > ').replace(TEMPORARY, '<tmp>');
}

export function keyOf(d: { readonly file: string; readonly test: string }): string {
  return `${d.file} > ${d.test}`;
}

/** The file's lines, read back. A line that is not a duration throws, naming its number. */
export function parseDurations(text: string): Duration[] {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.map((line, i) => {
    const d = JSON.parse(line) as Partial<Duration>;
    if (typeof d.file !== 'string' || typeof d.test !== 'string' || !Number.isInteger(d.ms) || d.ms! < 0) {
      throw new Error(`${DURATIONS_FILE} line ${i + 1} is not {"file", "test", "ms"} with ms a whole number ≥ 0: ${line}`);
    }
    return { file: d.file, test: d.test, ms: d.ms! };
  });
}

/** One line a test, sorted by file and name, so two branches that time different tests
 * change different lines and git merges them. */
export function formatDurations(durations: readonly Duration[]): string {
  const sorted = [...durations].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  return sorted.map((d) => `${JSON.stringify({ file: d.file, test: d.test, ms: d.ms })}\n`).join('');
}

/** Whether a new measurement says more than the noise of an idle machine: it is over 20%
 * (and 20 ms, for the quickest tests) from the recorded figure. Otherwise the figure
 * stays, and a refresh leaves its line alone (two branches that refresh the file then
 * change only the lines of the tests they changed). */
export function worthRecording(recorded: number, measured: number): boolean {
  return Math.abs(measured - recorded) > recorded * 0.2 + 20;
}

/**
 * The file after a run that measured `measured` in the test files `ran`: the tests of those
 * files are the ones measured (a test no longer there is dropped; one whose figure moved
 * by no more than noise keeps it); every other file's lines stay as they were.
 */
export function refreshed(recorded: readonly Duration[], measured: readonly Duration[], ran: ReadonlySet<string>): Duration[] {
  const before = new Map(recorded.map((d) => [keyOf(d), d.ms]));
  const kept = recorded.filter((d) => !ran.has(d.file));
  const now = new Map<string, Duration>();
  for (const d of measured) {
    const ms = Math.round(d.ms);
    const key = keyOf(d);
    // Tests of the same name in one file: the check cannot tell them apart, so the slower.
    if ((now.get(key)?.ms ?? -1) >= ms) continue;
    now.set(key, { file: d.file, test: d.test, ms });
  }
  const fresh = [...now.values()].map((d) => {
    const old = before.get(keyOf(d));
    return old === undefined || worthRecording(old, d.ms) ? d : { ...d, ms: old };
  });
  return [...kept, ...fresh];
}

/** Why a test's timeout is too short for its recorded idle duration, in one line; or
 * undefined when it is long enough. `timeout` 0 means none. */
export function timeoutProblem(
  test: { readonly file: string; readonly test: string },
  timeout: number,
  ms: number | undefined,
): string | undefined {
  if (ms === undefined) {
    return `no idle duration recorded for "${test.test}" in ${DURATIONS_FILE}: run  npm run test:durations -- ${test.file}  (on an idle machine) and commit the file`;
  }
  if (timeout <= 0 || timeout >= TIMES * ms) return undefined;
  return (
    `its timeout of ${timeout} ms is under ${TIMES}x its idle duration of ${ms} ms (${DURATIONS_FILE}): ` +
    `give it a timeout of at least ${TIMES * ms} ms, make it quicker, or move it to test:slow (a *.slow.test.ts file)`
  );
}
