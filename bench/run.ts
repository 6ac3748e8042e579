// `npm run bench`: games per second, worker scaling and peak memory, as medians of
// several runs and as ratios against a bare loop measured in the same run.
// BENCH_QUICK=1 makes every run shorter (for a smoke test).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildPlan } from '../src/sim/build.js';
import { runPlan } from '../src/sim/run.js';
import { bareGesjaakt } from './baseline.js';
import { gamesPerSecond } from './measure.js';
import { extraBenchmarks } from './extra.js';

const quick = process.env.BENCH_QUICK === '1';
const RUNS = quick ? 3 : 5;
const scale = (n: number) => (quick ? Math.ceil(n / 10) : n);

export interface Line {
  readonly what: string;
  readonly value: string;
  readonly note?: string;
}

const lines: Line[] = [];
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const say = (line: Line) => {
  lines.push(line);
  process.stdout.write(`${line.what.padEnd(48)} ${line.value.padStart(16)}  ${line.note ?? ''}\n`);
};

async function playRate(game: string, bots: string, games: number, workers: number): Promise<number> {
  const plan = buildPlan({ game, bots, games, seed: 1 });
  return gamesPerSecond(games, RUNS, () => runPlan(plan, { workers }));
}

process.stdout.write(`tafel benchmark · node ${process.version} · medians of ${RUNS} runs\n\n`);

const bareGames = scale(3_000_000);
const bare = await gamesPerSecond(bareGames, RUNS, () => bareGesjaakt(bareGames, 7));
say({ what: 'baseline: bare typed-array Gesjaakt loop, 4p', value: `${fmt(bare)} games/s`, note: '(no framework)' });

const gOne = await playRate('gesjaakt', 'random,random,random,random', scale(1_000_000), 1);
say({ what: 'Gesjaakt, 4 random bots, 1 worker', value: `${fmt(gOne)} games/s`, note: `${(gOne / bare).toFixed(2)}× baseline` });

const gGreedy = await playRate('gesjaakt', 'greedy,greedy,random,random', scale(1_000_000), 1);
say({
  what: 'Gesjaakt, 2 greedy + 2 random, 1 worker',
  value: `${fmt(gGreedy)} games/s`,
  note: `${(gGreedy / bare).toFixed(2)}× baseline`,
});

const jOne = await playRate('jacht', 'random,random', scale(200_000), 1);
say({ what: 'Jacht, 2 random bots, 1 worker', value: `${fmt(jOne)} games/s`, note: `${(jOne / bare).toFixed(3)}× baseline` });

const jGreedy = await playRate('jacht', 'greedy,greedy', scale(50_000), 1);
say({ what: 'Jacht, 2 greedy bots, 1 worker', value: `${fmt(jGreedy)} games/s` });

// Scaling: the same few-second run on one worker and on two.
const scaleGames = scale(1_500_000);
const sOne = await playRate('gesjaakt', 'random,random,random,random', scaleGames, 1);
const sTwo = await playRate('gesjaakt', 'random,random,random,random', scaleGames, 2);
say({
  what: `Gesjaakt 4p, ${fmt(scaleGames)} games, 2 workers`,
  value: `${fmt(sTwo)} games/s`,
  note: `${(sTwo / sOne).toFixed(2)}× one worker (${fmt(sOne)} games/s)`,
});

for (const line of await extraBenchmarks({ runs: RUNS, scale })) say(line);

// Memory must not follow the run's length: the same run at 1M and 5M games.
const child = fileURLToPath(new URL('./memory.js', import.meta.url));
for (const memoryGames of quick ? [100_000, 500_000] : [1_000_000, 5_000_000]) {
  const mem = JSON.parse(execFileSync(process.execPath, [child, String(memoryGames), '2'], { encoding: 'utf8' })) as {
    peakMB: number;
    seconds: number;
  };
  say({
    what: `peak memory, ${fmt(memoryGames)}-game run, 2 workers`,
    value: `${mem.peakMB.toFixed(0)} MB`,
    note: `(whole process; ${mem.seconds.toFixed(1)} s)`,
  });
}
