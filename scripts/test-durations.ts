// `npm run test:durations [-- test files]`: runs the tests of both tiers (or only the files
// named) with vitest's JSON reporter and refreshes test/durations.jsonl with what each
// took (scripts/durations.ts says which lines change). Run it on an idle machine before
// you stop, when you have added, renamed or slowed a test. Exits 1 when a test failed
// (it is not recorded) or when a recorded duration is over a tenth of its test's timeout.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import {
  type Duration,
  durationsPath,
  RECORDING,
  formatDurations,
  keyOf,
  parseDurations,
  refreshed,
  testName,
  timeoutProblem,
} from './durations.js';

/** The parts of vitest's JSON report read here. */
interface Report {
  readonly testResults: readonly {
    readonly name: string;
    readonly assertionResults: readonly {
      readonly ancestorTitles: readonly string[];
      readonly title: string;
      readonly status: string;
      readonly duration?: number | null;
      readonly meta?: { readonly timeout?: number };
    }[];
  }[];
}

// Built to dist/scripts/, two folders below the repository.
const repo = resolve(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'tafel-durations-'));
const output = join(scratch, 'vitest.json');
const vitest = join(repo, 'node_modules', 'vitest', 'vitest.mjs');
const args = ['run', ...process.argv.slice(2), '--reporter=dot', '--reporter=json', `--outputFile=${output}`];
spawnSync(process.execPath, [vitest, ...args], { cwd: repo, stdio: 'inherit', env: { ...process.env, [RECORDING]: '1' } });
if (!existsSync(output)) {
  console.error('test:durations: vitest wrote no report; nothing recorded');
  process.exit(1);
}
const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
rmSync(scratch, { recursive: true, force: true });

const measured: (Duration & { readonly timeout?: number })[] = [];
const failed: string[] = [];
const ran = new Set<string>();
for (const result of report.testResults) {
  const file = relative(repo, result.name).split('\\').join('/');
  ran.add(file);
  for (const t of result.assertionResults) {
    const test = testName([...t.ancestorTitles, t.title]);
    if (t.status === 'failed') failed.push(`${file} > ${test}`);
    else if (t.status === 'passed') measured.push({ file, test, ms: t.duration ?? 0, timeout: t.meta?.timeout });
  }
}

const path = durationsPath(repo);
const before = existsSync(path) ? parseDurations(readFileSync(path, 'utf8')) : [];
// A test file moved or deleted since: its lines go too, whatever was run.
const after = refreshed(
  before.filter((d) => existsSync(join(repo, d.file))),
  measured,
  ran,
);
writeFileSync(path, formatDurations(after));
const old = new Map(before.map((d) => [keyOf(d), d.ms]));
const changed = after.filter((d) => old.get(keyOf(d)) !== d.ms).length;
console.log(`${relative(repo, path)}: ${measured.length} tests measured in ${ran.size} files, ${changed} lines new or changed`);

const figure = new Map(after.map((d) => [keyOf(d), d.ms]));
const short = measured.flatMap((t) => {
  const problem = t.timeout === undefined ? undefined : timeoutProblem(t, t.timeout, figure.get(keyOf(t)));
  return problem ? [`${keyOf(t)}: ${problem}`] : [];
});
for (const line of short) console.error(line);
for (const test of failed) console.error(`not recorded, it failed: ${test}`);
process.exitCode = short.length > 0 || failed.length > 0 ? 1 : 0;
