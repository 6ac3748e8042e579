// The guests' section of the bench alone, a minute instead of `npm run bench`'s many:
// what one trivial Gesjaakt bot costs a decision in-realm, in its sandbox, trusted and over the
// line protocol, and what a guest's start costs (bench/guests.ts). BENCH_QUICK=1 gives a
// shorter pass, as for the bench.
//   npm run build && node dist/bench/guest-costs.js
import { cores, cpuSince, markCpu } from './cpu.js';
import { type Figure, formatNumber } from './figure.js';
import { guestFigures } from './guests.js';
import { figureTable } from './text.js';

const quick = process.env.BENCH_QUICK === '1';
const runs = quick ? 3 : 5;
const started = markCpu();
const figures: Figure[] = [];
for await (const figure of guestFigures({ runs, scale: (n) => (quick ? Math.ceil(n / 10) : n) })) figures.push(figure);
const span = cpuSince(started);
process.stdout.write(`${figureTable(figures)}\n`);
process.stdout.write(
  // The programs are processes of their own: their share is in the others' count.
  `medians of ${runs} runs${quick ? ' (quick)' : ''}; other processes, the bot programs among them, used ${formatNumber(cores(span.othersS, span))} cores meanwhile\n`,
);
for (const f of figures) if (f.warning) process.stdout.write(`warning: ${f.warning}\n`);
