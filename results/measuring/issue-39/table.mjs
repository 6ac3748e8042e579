// The row of docs/findings.md's pimc table for a run: node table.mjs out/<run> [label]
// (a finished run's summary.json, else the run so far through `tafel status --json`; a
// finished `tafel play --out` folder too, a screen the issue set no deal count for).
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [folder, label = folder] = process.argv.slice(2);
const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const finished = join(folder, 'summary.json');
const summary = existsSync(finished)
  ? JSON.parse(readFileSync(finished, 'utf8'))
  : JSON.parse(execFileSync('node', [join(repo, 'dist/src/cli/main.js'), 'status', folder, '--json'], { encoding: 'utf8' }));
const table = summary.events ? summary.events[0].tables[0] : summary;
const pair = table.pairs[0];
const ROUNDS = 16;
// The deals issue 39 asks of the run, which each run file plans (a deal is two games): 200
// for the check against the old pimc, 500 against signal, 300 a signal row, 100 the others.
const planned = JSON.parse(readFileSync(join(folder, 'tournament.json'), 'utf8'));
const ISSUE_DEALS = !summary.events ? '—' : (planned.stop?.games ?? planned.matches[0].games) / 2;
const sign = (x, d) => (x < 0 ? '−' : '+') + Math.abs(x).toFixed(d);
const points = (x) => sign(x / ROUNDS, 1);
const pct = (x) => `${(100 * x).toFixed(1)}%`;
const spct = (x) => sign(100 * x, 1) + '%';
const won = table.teams.map((t) => (Number.isInteger(t.wins) ? String(t.wins) : t.wins.toFixed(1)));
const fig = (team, name) => table.figures[team].figures.find((f) => f.name === name).value;
const row = [
  label,
  `${pair.deals} (${ISSUE_DEALS})`,
  `${points(pair.scoreDiff)} (${points(pair.scoreDiffCI[0])} to ${points(pair.scoreDiffCI[1])})`,
  `${spct(pair.winDiff)} (${sign(100 * pair.winDiffCI[0], 1)} to ${sign(100 * pair.winDiffCI[1], 1)})`,
  `${won[0]} to ${won[1]}`,
  fig(0, 'points per round').toFixed(1),
  `${pct(fig(0, 'playing'))}, ${pct(fig(0, 'nat when playing'))}`,
  `${pct(fig(1, 'playing'))}, ${pct(fig(1, 'nat when playing'))}`,
];
console.log(`${summary.games} games${existsSync(finished) ? '' : ' so far'}; roem a round ${fig(0, 'roem per round').toFixed(1)} against ${fig(1, 'roem per round').toFixed(1)}`);
console.log(`| ${row.join(' | ')} |`);
