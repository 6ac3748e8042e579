// `npm run bench`: games per second, worker scaling, what a bot from outside costs a
// decision (isolated, trusted, over the line protocol) and peak memory, as medians of several
// runs and as ratios against a bare loop measured in the same run. `-- --save` writes the
// figures to bench/baseline.json, `-- --compare` shows each one against it (both may be
// given: the comparison is with the file as it was). BENCH_QUICK=1 gives a shorter pass.
import { join, relative } from 'node:path';
import { readBaseline, toBaseline, writeBaseline } from './baseline-file.js';
import { TOLERANCE, compareFigures, missingFigures } from './compare.js';
import { LOADED_CORES, cores, cpuSince, markCpu } from './cpu.js';
import { Yardstick } from './drift.js';
import { type Figure, formatNumber, formatValue } from './figure.js';
import { parseFlags } from './flags.js';
import { fatimaFigures } from './fatima.js';
import { gesjaaktFigures } from './gesjaakt.js';
import { guestFigures } from './guests.js';
import { jachtFigures } from './jacht.js';
import { jachtWinFigures } from './jacht-win.js';
import { jattenFigures } from './jatten.js';
import { klaverjassenFigures } from './klaverjassen.js';
import { klaverjasSolverFigures } from './klaverjas-solver.js';
import { memoryFigures } from './memory-figures.js';
import { pimcFigures } from './pimc.js';
import type { BenchOptions } from './options.js';
import { machine, repoRoot } from './provenance.js';
import { searchFigures } from './search.js';
import { tournamentFigures } from './tournament.js';
import { tuneFigures } from './tune.js';
import { comparisonTable, figureTable } from './text.js';

const parsed = parseFlags(process.argv.slice(2));
if (!parsed.ok) {
  process.stderr.write(`bench: ${parsed.message}\n`);
  process.exit(2);
}
const { flags } = parsed;
const baselinePath = join(repoRoot(), 'bench', 'baseline.json');
const shownPath = relative(process.cwd(), baselinePath);
// Read before measuring: a missing or broken baseline should not cost a whole run.
const baseline = flags.compare ? readBaseline(baselinePath, shownPath) : undefined;
if (typeof baseline === 'string') {
  process.stderr.write(`bench: ${baseline}\n`);
  process.exit(2);
}

const quick = process.env.BENCH_QUICK === '1';
const opts: BenchOptions = { runs: quick ? 3 : 5, scale: (n) => (quick ? Math.ceil(n / 10) : n) };
const memoryCounts = quick ? [100_000, 500_000, 1_000_000] : [1_000_000, 5_000_000, 10_000_000];
const where = machine();
process.stdout.write(
  `tafel benchmark · node ${where.node} · ${where.cores} cores · medians of ${opts.runs} runs${quick ? ' · quick' : ''}\n`,
);

const started = markCpu();
const figures: Figure[] = [];
const yardstick = new Yardstick();
async function* oneFigure(figure: Figure): AsyncGenerator<Figure> {
  yield figure;
}
async function take(section: AsyncGenerator<Figure>): Promise<void> {
  for await (const figure of section) {
    figures.push(figure);
    process.stderr.write(`  ${figure.id.padEnd(36)} ${formatValue(figure.value, figure.unit).padStart(20)}\n`);
  }
}
for (const section of [
  gesjaaktFigures,
  jachtFigures,
  jachtWinFigures,
  jattenFigures,
  klaverjassenFigures,
  klaverjasSolverFigures,
  fatimaFigures,
  searchFigures,
  pimcFigures,
  tournamentFigures,
  tuneFigures,
  guestFigures,
]) {
  yardstick.take();
  await take(section(opts));
}
yardstick.take();
await take(oneFigure(yardstick.figure()));
// Taken before the memory runs: their child processes would count as other load.
const timed = cpuSince(started);
const othersCores = cores(timed.othersS, timed);
await take(memoryFigures(memoryCounts));

const warnings = figures.flatMap((f) => (f.warning ? [f.warning] : []));
if (othersCores > LOADED_CORES) {
  warnings.push(
    `other processes used ${formatNumber(othersCores)} cores on average during the timed benchmarks: their figures are noisy`,
  );
}

if (baseline) {
  const rows = compareFigures(figures, baseline);
  process.stdout.write(`\n${comparisonTable(rows)}\n`);
  const taken = `baseline: ${baseline.date.slice(0, 10)}, commit ${baseline.commit?.slice(0, 10) ?? 'unknown'}${baseline.dirty ? ' (dirty)' : ''}, node ${baseline.node}, ${baseline.cores} cores`;
  process.stdout.write(`${taken}\n`);
  if (baseline.quick !== quick) warnings.push(`the baseline is a ${baseline.quick ? 'quick' : 'full'} run: the ratios mislead`);
  if (baseline.cores !== where.cores)
    warnings.push(`the baseline was taken on ${baseline.cores} cores, this run on ${where.cores}`);
  const gone = missingFigures(figures, baseline);
  if (gone.length > 0) process.stdout.write(`no longer measured: ${gone.join(', ')}\n`);
  const regressions = rows.filter((r) => r.verdict === 'regression').map((r) => r.figure.id);
  process.stdout.write(
    regressions.length > 0
      ? `${regressions.length} regression(s) beyond ${TOLERANCE * 100}%: ${regressions.join(', ')}\n`
      : `no regression beyond ${TOLERANCE * 100}%\n`,
  );
} else {
  process.stdout.write(`\n${figureTable(figures)}\n`);
}
for (const w of warnings) process.stdout.write(`warning: ${w}\n`);

if (flags.save) {
  const date = new Date().toISOString();
  writeBaseline(baselinePath, toBaseline({ date, ...where, quick, runs: opts.runs, othersCores }, figures));
  process.stdout.write(`saved ${figures.length} figures to ${shownPath}\n`);
}
