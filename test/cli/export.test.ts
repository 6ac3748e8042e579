// `tafel export RUN --csv DIR`: standings.csv is summary.json's standings, games.csv every
// game's result by seat, from a play --out folder and a tournament's folder alike.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tafel } from './tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-export-'));

/** A CSV file as rows of cells (quoted cells unquoted), the header first. */
function csv(path: string): string[][] {
  const text = readFileSync(path, 'utf8');
  const rows: string[][] = [];
  for (const line of text.trimEnd().split('\n')) {
    const cells = [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]);
    cells.pop(); // the empty match at the end of the line
    rows.push(cells.map((c) => (c.startsWith('"') ? c.slice(1, -1).replace(/""/g, '"') : c)));
  }
  return rows;
}

/** Rows as objects by the header's names. */
function records(path: string): Record<string, string>[] {
  const [head, ...rows] = csv(path);
  return rows.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
}

describe('tafel export --csv', () => {
  it('a play folder: its sides ranked by rating, and one row per seat of every game, summing to its figures', async () => {
    const run = join(dir, 'play');
    await tafel('play', 'gesjaakt', '--bots', 'greedy,greedy,random', '--games', '60', '--out', run, '--workers', '1');
    const r = await tafel('export', run, '--csv', join(dir, 'play-csv'));
    expect(r).toMatchObject({ code: 0, err: `standings.csv and games.csv written to ${join(dir, 'play-csv')}\n` });
    const summary = JSON.parse(readFileSync(join(run, 'summary.json'), 'utf8'));
    const standings = records(join(dir, 'play-csv', 'standings.csv'));
    const bots = ['greedy', 'greedy', 'random'];
    expect(standings.map((s) => [s.rank, s.entrant, s.bot])).toEqual(
      summary.verdicts.ranking.map((side: number, i: number) => [String(i + 1), summary.verdicts.sides[side], bots[side]]),
    );
    for (const s of standings) {
      const side = summary.verdicts.sides.indexOf(s.entrant);
      expect(Number(s.wins)).toBe(summary.entrants[side].wins);
      expect(Number(s.mean_score)).toBe(summary.entrants[side].meanScore);
      expect(Number(s.rating)).toBe(summary.verdicts.ratings[side].points);
      expect(s.better_score).toBe('lower');
    }
    const games = records(join(dir, 'play-csv', 'games.csv'));
    expect(games).toHaveLength(60 * 3);
    expect(new Set(games.map((g) => g.event))).toEqual(new Set(['gesjaakt: greedy, greedy, random']));
    for (const [side, label] of summary.verdicts.sides.entries()) {
      const mine = games.filter((g) => g.entrant === label);
      expect(mine).toHaveLength(60);
      expect(mine.reduce((sum, g) => sum + Number(g.win), 0)).toBeCloseTo(summary.entrants[side].wins, 9);
      expect(mine.reduce((sum, g) => sum + Number(g.score), 0) / 60).toBeCloseTo(summary.entrants[side].meanScore, 9);
    }
  });

  it("a tournament folder: every event's standings, and each game by its table", async () => {
    const file = join(dir, 'pool.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'pool',
        seed: 4,
        game: 'jatten',
        entrants: [{ label: 'risky, "bold"', bot: 'threshold(risk=0.6)' }, { bot: 'greedy' }, { bot: 'random' }],
        players: 2,
        stop: { rule: 'fixed', games: 20 },
      }),
    );
    const run = join(dir, 'pool');
    await tafel('tournament', file, '--out', run, '--workers', '1');
    expect((await tafel('export', join(run, 'games.jsonl'), '--csv', join(dir, 'pool-csv'))).code).toBe(0);
    const summary = JSON.parse(readFileSync(join(run, 'summary.json'), 'utf8'));
    const standings = records(join(dir, 'pool-csv', 'standings.csv'));
    expect(standings.map((s) => s.entrant)).toEqual(summary.events[0].standings.map((s: { label: string }) => s.label));
    expect(standings.map((s) => s.entrant)).toContain('risky, "bold"');
    const games = records(join(dir, 'pool-csv', 'games.csv'));
    expect(games).toHaveLength(3 * 20 * 2);
    expect(new Set(games.map((g) => g.table))).toEqual(new Set(['1', '2', '3']));
    // Table 1 is the first two entrants: each game seats both, in turn.
    const table1 = games.filter((g) => g.table === '1');
    expect(new Set(table1.map((g) => g.entrant))).toEqual(new Set(['risky, "bold"', 'greedy']));
    expect(table1.filter((g) => g.game === '1').map((g) => g.entrant)).toEqual(['greedy', 'risky, "bold"']);
    for (const label of summary.events[0].entrantLabels) {
      const wins = games.filter((g) => g.entrant === label).reduce((sum, g) => sum + Number(g.win), 0);
      expect(wins).toBeCloseTo(summary.events[0].standings.find((s: { label: string }) => s.label === label).wins, 9);
    }
  });

  it('refuses a folder that is not there, one without a summary, and a --csv folder that holds an export', async () => {
    const missing = await tafel('export', join(dir, 'nosuch'), '--csv', join(dir, 'x'));
    expect(missing).toMatchObject({
      code: 2,
      err: `tafel: ${join(dir, 'nosuch')}: no such folder: name a run folder (tafel play --out, or tafel tournament)\n`,
    });
    const again = await tafel('export', join(dir, 'play'), '--csv', join(dir, 'play-csv'));
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/--csv .*play-csv already holds results \(standings\.csv\)/);
    const bare = join(dir, 'bare.jsonl');
    writeFileSync(bare, readFileSync(join(dir, 'play', 'records.jsonl')));
    expect((await tafel('export', bare, '--csv', join(dir, 'y'))).err).toMatch(/has no summary\.json: name the folder of a run/);
    expect((await tafel('export', join(dir, 'play'))).err).toMatch(/required option '--csv <dir>'/);
  });
});
