// Every test's timeout is at least ten times its idle duration (scripts/durations.ts):
// the check vitest runs before each test (timeouts.ts), run here on tests of its own
// with a durations file of its own; the refresh by `npm run test:durations`; the rule's
// pieces; and the committed file itself.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.js';
import {
  DURATIONS_ENV,
  DURATIONS_FILE,
  type Duration,
  RECORDING,
  formatDurations,
  keyOf,
  parseDurations,
  refreshed,
  testName,
  timeoutProblem,
  worthRecording,
} from '../../scripts/durations.js';

const ROOT = join(import.meta.dirname, '..', '..');
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const SAMPLE = 'test/fixtures/timeouts/sample.check.ts';
const FIXTURE_CONFIG = ['--config', 'test/fixtures/timeouts/vitest.config.ts'];
const sample = (test: string, ms: number): Duration => ({ file: SAMPLE, test: `sample > ${test}`, ms });

/** Runs `args` (a node script and its arguments) with `durations` as the durations file:
 * its exit status and the file afterwards. */
function withDurations(durations: readonly Duration[], args: string[]): { status: number | null; file: string; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tafel-durations-test-'));
  const path = join(dir, 'durations.jsonl');
  writeFileSync(path, formatDurations(durations));
  const env: NodeJS.ProcessEnv = { ...process.env, [DURATIONS_ENV]: path };
  delete env[RECORDING];
  const run = spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8' });
  return { status: run.status, file: readFileSync(path, 'utf8'), out: run.stdout + run.stderr };
}

describe('the timeout check, before each test', () => {
  it('fails a test recorded at over a tenth of its timeout, or not recorded, each with its line; lets the others run', () => {
    const report = join(mkdtempSync(join(tmpdir(), 'tafel-durations-report-')), 'report.json');
    const durations = [
      sample('recorded well within its timeout', 100), // 10 × 100 ms = the default 1 s: enough
      sample('recorded at over a tenth of its timeout', 101),
      sample('with a timeout of its own', 900), // its 9 s, not the default, is what counts
    ];
    const run = withDurations(durations, [VITEST, 'run', ...FIXTURE_CONFIG, '--reporter=json', `--outputFile=${report}`]);
    expect(run.status).toBe(1);
    const results = JSON.parse(readFileSync(report, 'utf8')).testResults[0].assertionResults as {
      title: string;
      status: string;
      failureMessages: string[];
    }[];
    const outcome = Object.fromEntries(results.map((r) => [r.title, r.status]));
    expect(outcome).toEqual({
      'recorded well within its timeout': 'passed',
      'recorded at over a tenth of its timeout': 'failed',
      'with a timeout of its own': 'passed',
      'not recorded': 'failed',
    });
    const why = (title: string) => results.find((r) => r.title === title)!.failureMessages[0].split('\n')[0];
    expect(why('recorded at over a tenth of its timeout')).toBe(
      'Error: its timeout of 1000 ms is under 10x its idle duration of 101 ms (test/durations.jsonl): give it a timeout ' +
        'of at least 1010 ms, make it quicker, or move it to test:slow (a *.slow.test.ts file)',
    );
    expect(why('not recorded')).toBe(
      `Error: no idle duration recorded for "sample > not recorded" in test/durations.jsonl: run  npm run test:durations -- ${SAMPLE}  (on an idle machine) and commit the file`,
    );
  });
});

describe('npm run test:durations', () => {
  it("records every test of the files it ran, drops the ones gone and the files gone, and keeps other files' lines", () => {
    const elsewhere: Duration = { file: 'test/stats/stats.test.ts', test: 'somewhere > else', ms: 1234 };
    const gone = sample('renamed since', 50);
    const moved: Duration = { file: 'test/moved-since.test.ts', test: 'a > b', ms: 10 };
    const script = join(ROOT, 'dist', 'scripts', 'test-durations.js');
    const run = withDurations([elsewhere, gone, moved], [script, ...FIXTURE_CONFIG]);
    expect(run.status, run.out).toBe(0);
    const after = parseDurations(run.file);
    expect(after.map(keyOf).sort()).toEqual(
      [
        keyOf(elsewhere),
        ...[
          'recorded well within its timeout',
          'recorded at over a tenth of its timeout',
          'with a timeout of its own',
          'not recorded',
        ].map((t) => keyOf(sample(t, 0))),
      ].sort(),
    );
    expect(after).toContainEqual(elsewhere);
    expect(run.file).toBe(formatDurations(after));
  });
});

describe('the rule', () => {
  const test = { file: 'test/a.test.ts', test: 'a > b' };

  it('a timeout of ten times the idle duration or more passes; less fails, naming the least that would do', () => {
    expect(timeoutProblem(test, 60_000, 6000)).toBeUndefined();
    expect(timeoutProblem(test, 60_000, 6001)).toMatch(
      /^its timeout of 60000 ms is under 10x its idle duration of 6001 ms .*at least 60010 ms/,
    );
    expect(timeoutProblem(test, 0, 6001)).toBeUndefined(); // no timeout at all
  });

  it('a test not recorded fails, naming the command that records its file', () => {
    expect(timeoutProblem(test, 60_000, undefined)).toContain('npm run test:durations -- test/a.test.ts');
  });

  it('a refresh keeps a figure that moved by noise (20%, and 20 ms) and takes one that moved more', () => {
    expect(worthRecording(1000, 1220)).toBe(false);
    expect(worthRecording(1000, 1221)).toBe(true);
    expect(worthRecording(1000, 780)).toBe(false);
    expect(worthRecording(1000, 779)).toBe(true);
    expect(worthRecording(3, 23)).toBe(false);
    const before = [
      { ...test, ms: 1000 },
      { file: 'test/a.test.ts', test: 'a > c', ms: 1000 },
    ];
    const measured = [
      { ...test, ms: 1100 },
      { file: 'test/a.test.ts', test: 'a > c', ms: 2000 },
    ];
    expect(refreshed(before, measured, new Set(['test/a.test.ts'])).map((d) => d.ms)).toEqual([1000, 2000]);
  });

  it('a test is named by its describe blocks and its title, with a temporary folder in them written <tmp>', () => {
    const made = mkdtempSync(join(tmpdir(), 'tafel-bad-'));
    expect(testName(['bad input', `tafel ["replay","${made}/missing.json"]`])).toBe(
      'bad input > tafel ["replay","<tmp>/missing.json"]',
    );
    expect(testName([`TAFEL_CACHE_DIR=${made}: one line`])).toBe('TAFEL_CACHE_DIR=<tmp>: one line');
    expect(testName(['a > b', '/proc/x stays'])).toBe('a > b > /proc/x stays');
  });

  it('two tests of one name in a file are recorded once, at the slower', () => {
    const twins = [
      { ...test, ms: 40.4 },
      { ...test, ms: 900.6 },
      { ...test, ms: 7 },
    ];
    expect(refreshed([], twins, new Set([test.file]))).toEqual([{ ...test, ms: 901 }]);
  });

  it('the file is read back as written, one line a test in order, and a bad line is named', () => {
    const durations = [
      { file: 'test/b.test.ts', test: 'x', ms: 3 },
      { file: 'test/a.test.ts', test: 'y > z', ms: 12 },
    ];
    const text = formatDurations(durations);
    expect(text.split('\n')[0]).toBe('{"file":"test/a.test.ts","test":"y > z","ms":12}');
    expect(parseDurations(text)).toEqual([durations[1], durations[0]]);
    expect(() => parseDurations(`${text}{"file":"test/c.test.ts","test":"w","ms":1.5}\n`)).toThrow(
      /^test\/durations\.jsonl line 3 is not/,
    );
  });
});

describe('test/durations.jsonl', () => {
  const text = readFileSync(join(ROOT, DURATIONS_FILE), 'utf8');
  const durations = parseDurations(text);

  it('is as the script writes it: sorted, one line a test, each test once', () => {
    expect(text).toBe(formatDurations(durations));
    expect(new Set(durations.map(keyOf)).size).toBe(durations.length);
  });

  it('names only test files that exist (npm run test:durations drops the tests of a file it ran)', () => {
    expect([...new Set(durations.map((d) => d.file))].filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });
});

describe('the two tiers', () => {
  const projects = (config.test?.projects ?? []) as {
    test: { name: string; include: string[]; exclude?: string[]; setupFiles: string[] };
  }[];

  it('check every test: both run the timeout check before each test', () => {
    expect(projects.map((p) => p.test.name)).toEqual(['fast', 'slow']);
    for (const p of projects) expect(p.test.setupFiles).toContain('test/house/timeouts.ts');
  });

  it('split the tests: *.slow.test.ts files run in test:slow only', () => {
    const [fast, slow] = projects;
    expect(fast.test.exclude).toContain('test/**/*.slow.test.ts');
    expect(slow.test.include).toEqual(['test/**/*.slow.test.ts']);
  });
});
