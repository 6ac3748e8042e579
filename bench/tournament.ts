// The tournament layer: a round-robin of five Gesjaakt entrants at tables of four, 10,000
// games per table, against the same tables played as plain `play` runs (the same plans,
// so the same games). What the layer adds is the standings, head to head and ratings.
import { runPlan } from '../src/sim/run.js';
import { runTournament } from '../src/tournament/run.js';
import { resolveTournament } from '../src/tournament/load.js';
import { type Figure, formatNumber } from './figure.js';
import { cpuSince, markCpu } from './cpu.js';
import { median, timedRuns } from './measure.js';
import type { BenchOptions } from './options.js';

export async function* tournamentFigures({ runs, scale }: BenchOptions): AsyncGenerator<Figure> {
  const perTable = scale(10_000);
  const t = resolveTournament(
    {
      name: 'bench',
      seed: 1,
      game: 'gesjaakt',
      entrants: ['greedy(threshold=4)', 'greedy', 'greedy(threshold=16)', 'random', 'greedy(threshold=0)'].map((bot) => ({
        bot,
      })),
      players: 4,
      stop: { rule: 'fixed', games: perTable },
    },
    'bench',
  );
  const [event] = t.events;
  const games = event.tables.length * perTable;
  const tournament = await timedRuns(games, runs, () => runTournament(t, { workers: 1 }));
  const playTables = async () => {
    for (const table of event.tables) await runPlan(table.plan, { workers: 1 });
  };
  // The overhead from alternating pairs (tournament, then play), each pair's CPU-time
  // ratio, the median of them: on a shared machine load drifts between two blocks of runs.
  const ratios: number[] = [];
  let playRate = 0;
  for (let r = 0; r <= runs; r++) {
    const a = markCpu();
    await runTournament(t, { workers: 1 });
    const spentT = cpuSince(a).processS;
    const b = markCpu();
    await playTables();
    const spentP = cpuSince(b);
    if (r > 0) ratios.push(spentT / spentP.processS);
    playRate = games / spentP.wallS;
  }
  yield {
    id: 'tournament.gesjaakt.round-robin.5x4.1w',
    what: `Gesjaakt round-robin, 5 entrants, ${event.tables.length} tables of 4 × ${formatNumber(perTable)} games, 1 worker`,
    value: tournament.rate,
    unit: 'games/s',
    better: 'higher',
  };
  yield {
    id: 'tournament.gesjaakt.round-robin.overhead',
    what: 'the tournament layer over `play` of the same tables (standings, head to head, ratings)',
    // CPU time of this process (one worker runs here), not wall time: the machine is shared.
    value: 100 * (median(ratios) - 1),
    unit: '%',
    better: 'lower',
    note: `play: ${formatNumber(playRate)} games/s`,
  };
}
