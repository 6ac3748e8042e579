// Gesjaakt with 4 random bots on one worker against the bench's bare loop, by CPU time,
// the two played in turn in one process (15 rounds, medians): the issue's "within 3× of
// a bare loop", told apart from a shared machine's drift. The bench's own figure pairs
// wall-time runs of a few seconds, which a busy host still moves.
//
//   npm run build && node scripts/versus-bare.mjs [DIST]      (default: ./dist)
import { resolve } from 'node:path';
import process from 'node:process';

const dist = resolve(process.argv[2] ?? 'dist');
const { bareGesjaakt } = await import(`${dist}/bench/bare-loop.js`);
const { buildPlan } = await import(`${dist}/src/sim/build.js`);
const { runPlan } = await import(`${dist}/src/sim/run.js`);

const GAMES = 100_000;
const ROUNDS = 15;
const plan = buildPlan({ game: 'gesjaakt', bots: 'random,random,random,random', games: GAMES, seed: 1 });
const cpuUs = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
// A warm-up of both, so neither is timed while it compiles.
await runPlan(plan, { workers: 1 });
bareGesjaakt(GAMES, 7);

const rounds = [];
for (let r = 0; r < ROUNDS; r++) {
  let started = cpuUs();
  bareGesjaakt(2 * GAMES, 7 + r);
  const bare = (cpuUs() - started) / (2 * GAMES);
  started = cpuUs();
  await runPlan(plan, { workers: 1 });
  const tafel = (cpuUs() - started) / GAMES;
  rounds.push({ bare, tafel, ratio: tafel / bare });
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const show = (key) => median(rounds.map((r) => r[key])).toFixed(3);
console.log(`bare loop ${show('bare')} µs a game, tafel ${show('tafel')} µs a game: ${show('ratio')}× (target ≤ 3×)`);
