// `npm run build && node dist/bench/sprt-check.js [runs]`: the SPRT's simulation check
// at full size (2,000 runs a row by default; the test runs 1,000): how often it accepts
// H1 with the true difference at Elo0 and at Elo1, for games one by one and duplicate
// pairs, and the mean games to a decision. Seeded, so the table is the same every time;
// docs/sprt.md quotes it.
import { simulateSprt, type SprtTrial } from '../src/stats/sprt-simulation.js';

const runs = Number(process.argv[2] ?? 2000);
if (!Number.isSafeInteger(runs) || runs < 1) {
  process.stderr.write(`sprt-check: runs ${process.argv[2]} is not a whole number of 1 or more (e.g. 2000)\n`);
  process.exit(2);
}

const rows: { bounds: [number, number]; every: number }[] = [
  { bounds: [0, 20], every: 20 },
  { bounds: [0, 5], every: 200 },
];
process.stdout.write(`SPRT simulation · ${runs} runs a row · α = β = 0.05 · draws 10% · seed 1\n`);
process.stdout.write('results      Elo0,Elo1  true Elo  accepts H1  accepts H0  neither  mean games\n');
for (const { bounds, every } of rows) {
  for (const kind of ['trinomial', 'pentanomial'] as const) {
    for (const trueElo of bounds) {
      const trial: SprtTrial = {
        elo0: bounds[0],
        elo1: bounds[1],
        alpha: 0.05,
        beta: 0.05,
        every,
        maxGames: 2_000_000,
        trueElo,
        kind,
        drawRate: 0.1,
        runs,
        seed: 1,
      };
      const r = simulateSprt(trial);
      const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(10);
      process.stdout.write(
        `${kind.padEnd(12)} ${`${bounds[0]},${bounds[1]}`.padStart(9)} ${String(trueElo).padStart(9)} ${pct(r.h1)}  ${pct(r.h0)}  ${pct(r.neither).slice(2)}  ${Math.round(r.meanGames).toLocaleString('en-US').padStart(10)}\n`,
      );
    }
  }
}
