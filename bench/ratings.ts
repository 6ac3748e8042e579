// What the ratings cost on a tournament's real games (default: tournaments/default.json):
// its tables are played once as plain runs, keeping each game's placings, which are then
// fed to a fresh Ratings as the event merger feeds them (gathering, per game) and fitted
// (once per event). CPU time of this thread, the best of several passes.
//   npm run build && node dist/bench/ratings.js [tournament file] [workers]
import { runPlan } from '../src/sim/run.js';
import { loadTournament } from '../src/tournament/load.js';
import { Ratings } from '../src/stats/ratings.js';

const file = process.argv[2] ?? 'tournaments/default.json';
const workers = Number(process.argv[3] ?? 2);
const PASSES = 5;

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

for (const event of loadTournament(file).events) {
  const played = [];
  for (const table of event.tables) {
    const batches: { start: number; count: number; places: Float64Array }[] = [];
    await runPlan(table.plan, { workers, onBatch: (b) => batches.push(b) });
    played.push({ n: table.plan.entrants.length, sides: table.members.length, batches });
  }
  const layout = event.tables.map((t) => ({
    members: t.members,
    unitGames: t.plan.seating === 'duplicate' ? t.plan.entrants.length : 1,
  }));
  const games = played.reduce((sum, t) => sum + t.batches.reduce((s, b) => s + b.count, 0), 0);
  let gather = Infinity;
  let fit = Infinity;
  for (let pass = 0; pass < PASSES; pass++) {
    const ratings = new Ratings(event.entrants.length, layout);
    const start = process.cpuUsage();
    played.forEach(({ n, sides, batches }, table) => {
      const placed = new Array<number>(sides);
      for (const b of batches) {
        for (let k = 0; k < b.count; k++) {
          for (let s = 0; s < sides; s++) placed[s] = b.places[k * n + s];
          ratings.add(table, b.start + k, placed);
        }
      }
    });
    gather = Math.min(gather, cpuMs(start));
    const fitStart = process.cpuUsage();
    ratings.summary();
    fit = Math.min(fit, cpuMs(fitStart));
  }
  const perGame = (1e6 * gather) / games;
  process.stdout.write(
    `${event.title}: ${games.toLocaleString('en-US')} games · gathering ${perGame.toFixed(0)} ns a game (${gather.toFixed(1)} ms) · fit ${(1000 * fit).toFixed(0)} µs\n`,
  );
}
