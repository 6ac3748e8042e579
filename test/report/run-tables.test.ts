// The page of a run on duplicate deals shows what the terminal shows: the game's own
// figures (Klaverjassen's points a round, nat, pit, roem) and the paired differences,
// each cell the summary's own number. An event of many tables leaves them to summary.json.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixed, percent } from '../../src/report/format.js';
import { tournamentHtml } from '../../src/report/html.js';
import { resolveTournament } from '../../src/tournament/load.js';
import { runTournament } from '../../src/tournament/run.js';
import { tafel } from '../cli/tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-run-tables-'));

/** The rows of the table under the page's heading `title`, each a list of its cells' text
 * (a line break inside a cell kept as \n). */
function tableUnder(html: string, title: string): string[][] {
  const at = html.indexOf(`<h3>${title}</h3>`);
  if (at < 0) return [];
  const body = html.slice(at, html.indexOf('</table>', at));
  const text = (cell: string) =>
    cell
      .replace(/<br>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)]
    .slice(1)
    .map((row) => [...row[1].matchAll(/<td>(.*?)<\/td>/g)].map((c) => text(c[1])));
}

interface Pair {
  a: { index: number };
  scoreDiff: number;
  scoreDiffCI: [number, number];
  unpairedScoreDiffCI: [number, number];
  winDiff: number;
  winDiffCI: [number, number];
}

describe('report.html of a run on duplicate deals', async () => {
  const out = join(dir, 'kj');
  const args = ['--bots', 'heuristic,random,heuristic,random', '--games', '8', '--seating', 'duplicate', '--seed', '2'];
  const played = await tafel('play', 'klaverjassen', ...args, '--workers', '1', '--out', out);
  expect(played.code, played.err).toBe(0);
  const html = readFileSync(join(out, 'report.html'), 'utf8');
  const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));

  it("shows each pair's paired differences, score above wins, every cell the summary's", () => {
    const rows = tableUnder(html, 'Paired on duplicate deals');
    const pairs = summary.pairs as Pair[];
    expect(pairs).toHaveLength(1);
    const [p] = pairs;
    const range = (ci: [number, number], f: (x: number) => string) => `${f(ci[0])} – ${f(ci[1])}`;
    // The team that sits first (heuristic) minus the other: a swap of a and b would flip the signs.
    expect(p.scoreDiff).toBeGreaterThan(0);
    expect(rows).toEqual([
      [
        'heuristic+heuristic − random+random',
        'score a−b',
        fixed(p.scoreDiff),
        range(p.scoreDiffCI, fixed),
        range(p.unpairedScoreDiffCI, fixed),
        expect.stringMatching(/×$/),
      ],
      ['', 'wins a−b', `+${percent(p.winDiff)}`, range(p.winDiffCI, percent), expect.stringContaining('–'), expect.any(String)],
    ]);
    expect(html).toContain('paired on 4 duplicate deals');
  });

  it("shows each team's game figures with their intervals, as the summary holds them", () => {
    const rows = tableUnder(html, 'Game figures');
    const sides = summary.figures as { figures: { name: string; value: number; ci: [number, number]; percent?: boolean }[] }[];
    expect(rows.map((r) => r.slice(0, 2))).toEqual([
      ['1', 'heuristic+heuristic'],
      ['2', 'random+random'],
    ]);
    sides.forEach((side, i) =>
      side.figures.forEach((f, k) => {
        const shown = (x: number) => (f.percent ? percent(x) : fixed(x));
        expect(rows[i][2 + k], `${i} ${f.name}`).toBe(`${shown(f.value)}\n${shown(f.ci[0])} – ${shown(f.ci[1])}`);
      }),
    );
    expect(sides[0].figures.map((f) => f.name)).toContain('points per round');
  });

  it('an event of many tables (a pool) shows neither: summary.json keeps each table’s', async () => {
    // Five Klaverjassen entrants at tables of four: five tables, each with its figures.
    const entrants = ['a', 'b', 'c', 'd', 'e'].map((label) => ({ label, bot: 'random' }));
    const file = { name: 'kj pool', seed: 2, game: 'klaverjassen', entrants, players: 4, stop: { rule: 'fixed', games: 4 } };
    const summary = await runTournament(resolveTournament(file, 'pool.json'), { workers: 1 });
    expect(summary.events[0].tables.length).toBeGreaterThan(1);
    expect(summary.events[0].tables.every((t) => t.figures)).toBe(true);
    const page = await tournamentHtml(summary);
    expect(page).not.toContain('<h3>Paired on duplicate deals</h3>');
    expect(page).not.toContain('<h3>Game figures</h3>');
  });
});
