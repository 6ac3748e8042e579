// Child process of the benchmark: plays a long run and reports the peak memory of the
// whole process (main thread and workers) as JSON on stdout.
import { buildPlan } from '../src/sim/build.js';
import { runPlan } from '../src/sim/run.js';

const games = Number(process.argv[2] ?? 1_000_000);
const workers = Number(process.argv[3] ?? 2);
const plan = buildPlan({ game: 'gesjaakt', bots: 'greedy,greedy,random,random', games, seed: 1 });
const started = performance.now();
const summary = await runPlan(plan, { workers });
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  `${JSON.stringify({ games: summary.games, seconds, peakMB: process.resourceUsage().maxRSS / 1024, digest: summary.digest })}\n`,
);
