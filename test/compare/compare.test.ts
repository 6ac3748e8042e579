// tafel compare pairs two runs game by game on the same deals: by deal and rotation, never by
// game index; the paired interval is the narrower for it; bot files that kept their label
// are told apart by their hash; --deals-of plays a new run on an earlier one's deals.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { sharedTempFolder } from '../helpers.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineBot } from '../../src/core/bot.js';
import { registerBot } from '../../bots/registry.js';
import { keeperBot } from '../fixtures/team-game.js';
import { tafel } from '../cli/tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-compare-'));
// Readable by the sandbox's user, and apart from the runs' folders, which no sandbox may show.
const botFolder = sharedTempFolder('tafel-compare-bots-');
const at = (name: string) => join(dir, name);

// keeper under another name: the same decisions, another label.
registerBot(defineBot({ ...keeperBot, name: 'twin', summary: 'keeper by another name' }));

interface Difference {
  a: number;
  b: number;
  diff: number;
  ci: [number, number];
  unpairedCi: [number, number];
  narrower: number | null;
  pairs: number;
}
interface Comparison {
  schema: string;
  position: number;
  lowerIsBetter: boolean;
  pairedDeals: number;
  pairedGames: { a: number; b: number };
  score: Difference;
  wins: Difference;
  verdict: { better: string; score: string | null; wins: string | null };
  swings: { bBetter: { deal: number; diff: number }[]; aBetter: { deal: number; diff: number }[] };
  a: { entrant: string; source: { sha256: string } | null };
  b: { entrant: string; source: { sha256: string } | null };
}

async function play(name: string, ...args: string[]): Promise<string> {
  const out = at(name);
  const run = await tafel('play', ...args, '--workers', '1', '--out', out);
  expect(run.code, run.err).toBe(0);
  return out;
}

async function compared(...args: string[]): Promise<Comparison> {
  const run = await tafel('compare', ...args, '--json');
  expect(run.code, run.err).toBe(0);
  return JSON.parse(run.out) as Comparison;
}

const half = ([low, high]: readonly number[]) => (high - low) / 2;

describe('pairing by deal and rotation', () => {
  it('lineups of different periods pair each game with the one on its deal, rotation and seat', async () => {
    // a,b,a,b repeats after two seats, so deal k is games 2k and 2k+1; twin,b,a,b repeats
    // after four. twin plays as keeper does: on the same deal in the same seat the team
    // scores the same, game by game, so every paired difference is 0. Game index i is
    // another deal in each run from i = 2 on: pairing by index would differ.
    const a = await play(
      'period-2',
      'teamfixture',
      '--bots',
      'keeper,random,keeper,random',
      '--seating',
      'duplicate',
      '--games',
      '40',
      '--seed',
      '3',
    );
    const b = await play(
      'period-4',
      'teamfixture',
      '--bots',
      'twin,random,keeper,random',
      '--seating',
      'duplicate',
      '--games',
      '80',
      '--seed',
      '3',
    );
    const c = await compared(a, b);
    expect(c.position).toBe(1);
    expect([c.a.entrant, c.b.entrant]).toEqual(['keeper', 'twin']);
    expect(c.pairedDeals).toBe(20);
    expect(c.pairedGames).toEqual({ a: 40, b: 80 });
    expect(c.score.pairs).toBe(80);
    expect(c.score.diff).toBe(0);
    expect(c.score.ci).toEqual([0, 0]);
    expect(c.wins.diff).toBe(0);
    expect(c.wins.ci).toEqual([0, 0]);
    // The runs themselves vary from deal to deal: what cancelled was the deals' luck.
    expect(half(c.score.unpairedCi)).toBeGreaterThan(0.5);
    expect(c.verdict.better).toBe('neither');
  });

  it('the paired interval is narrower than the unpaired one, which is each run’s own spread', async () => {
    // Jacht: greedy's score rests on its own dice, which both runs roll alike game by game.
    const a = await play('jacht-a', 'jacht', '--bots', 'greedy,random', '--games', '200', '--seed', '2');
    const b = await play('jacht-b', 'jacht', '--bots', 'greedy(lookahead=0),random', '--games', '200', '--seed', '2');
    const c = await compared(a, b);
    expect(c.pairedDeals).toBe(200);
    const own = (folder: string) =>
      (
        JSON.parse(readFileSync(join(folder, 'summary.json'), 'utf8')) as {
          entrants: { meanScore: number; meanScoreCI: number[] }[];
        }
      ).entrants[0];
    const [sa, sb] = [own(a), own(b)];
    expect(c.score.a).toBeCloseTo(sa.meanScore, 9);
    expect(c.score.b).toBeCloseTo(sb.meanScore, 9);
    expect(half(c.score.unpairedCi)).toBeCloseTo(Math.hypot(half(sa.meanScoreCI), half(sb.meanScoreCI)), 9);
    expect(c.score.narrower).toBeGreaterThan(1.8);
    expect(half(c.score.ci) * c.score.narrower!).toBeCloseTo(half(c.score.unpairedCi), 9);
  });

  it('a lower-is-better game reads a lower score as the better one', async () => {
    const common = ['--seating', 'duplicate', '--games', '300', '--seed', '2'];
    const a = await play('gesjaakt-a', 'gesjaakt', '--bots', 'greedy,random,random', ...common);
    const b = await play('gesjaakt-b', 'gesjaakt', '--bots', 'greedy(threshold=3),random,random', ...common);
    const c = await compared(a, b);
    expect(c.lowerIsBetter).toBe(true);
    expect(c.score.diff).toBeLessThan(0);
    expect(c.score.ci[1]).toBeLessThan(0);
    expect(c.verdict).toMatchObject({ better: 'B', score: 'B' });
    const text = await tafel('compare', a, b);
    expect(text.out).toMatch(/mean score \(lower is better\)/);
    expect(text.out).toMatch(
      /verdict: greedy\(threshold=3\) in B is better than greedy in A: [\d.]+ points a game fewer \(lower is better\)/,
    );
    // The other way round, A is the better one.
    const back = await compared(b, a);
    expect(back.verdict).toMatchObject({ better: 'A', score: 'A' });
    expect(back.score.diff).toBeCloseTo(-c.score.diff, 9);
    // The deals where B did best are where its score went down most.
    const diffs = (list: { diff: number }[]) => list.map((s) => s.diff);
    expect(c.swings.bBetter).toHaveLength(5);
    expect(diffs(c.swings.bBetter)).toEqual([...diffs(c.swings.bBetter)].sort((x, y) => x - y));
    expect(Math.max(...diffs(c.swings.bBetter))).toBeLessThan(0);
    expect(Math.min(...diffs(c.swings.aBetter))).toBeGreaterThan(0);
    expect(back.swings.aBetter.map((s) => s.deal)).toEqual(c.swings.bBetter.map((s) => s.deal));
  });
});

describe('forfeits', () => {
  it('a game the compared side forfeited counts in the win rate, not in the score', async () => {
    // cheat answers with an illegal action at its first turn: its team forfeits every game.
    const a = await play(
      'honest',
      'teamfixture',
      '--bots',
      'keeper,random,keeper,random',
      '--seating',
      'duplicate',
      '--games',
      '20',
      '--seed',
      '6',
    );
    const b = await play(
      'cheating',
      'teamfixture',
      '--bots',
      'cheat,random,keeper,random',
      '--seating',
      'duplicate',
      '--games',
      '40',
      '--seed',
      '6',
    );
    const c = await compared(a, b);
    expect(c.wins.pairs).toBe(40);
    expect(c.wins.b).toBe(0);
    expect(c.wins.diff).toBeCloseTo(-c.wins.a, 12);
    expect(c.score.pairs).toBe(0);
    expect(c.score.diff).toBeNull(); // NaN: no game of B's side has a score
    expect(c.verdict).toMatchObject({ better: 'A', wins: 'A', score: null });
    const text = await tafel('compare', a, b);
    expect(text.out).toMatch(/verdict: keeper in A is better than cheat in B: [\d.]+% more wins/);
  });
});

describe('bot files', () => {
  it('one file edited between two runs keeps its label and is told apart by its hash; --deals-of pairs the new run', async () => {
    const file = join(botFolder, 'mine.mjs');
    cpSync(join(import.meta.dirname, '..', '..', 'bots', 'examples', 'gesjaakt-bargain.mjs'), file);
    const v1 = await play(
      'v1',
      'gesjaakt',
      '--bots',
      `${file},greedy,greedy`,
      '--seating',
      'duplicate',
      '--games',
      '60',
      '--seed',
      '4',
    );
    writeFileSync(file, readFileSync(file, 'utf8').replace('default: 3,', 'default: 5,'));
    const v2 = await play('v2', 'gesjaakt', '--bots', `${file},greedy,greedy`, '--deals-of', v1);
    const summary = (folder: string) =>
      JSON.parse(readFileSync(join(folder, 'summary.json'), 'utf8')) as Record<string, unknown> & {
        sources: ({ file: string; sha256: string } | null)[];
      };
    const [s1, s2] = [summary(v1), summary(v2)];
    for (const key of ['seed', 'deals', 'seating', 'options', 'games', 'gamesPerDeal']) expect(s2[key]).toEqual(s1[key]);
    expect(s1.sources[0]!.file).toBe(file);
    expect(s2.sources[0]!.file).toBe(file);
    expect(s2.sources[0]!.sha256).not.toBe(s1.sources[0]!.sha256);
    expect(s1.sources.slice(1)).toEqual([null, null]);
    const c = await compared(v1, v2);
    expect(c.position).toBe(1);
    expect(c.a.entrant).toBe(c.b.entrant);
    expect(c.a.source!.sha256).toBe(s1.sources[0]!.sha256);
    expect(c.pairedDeals).toBe(20);
    const text = await tafel('compare', v1, v2);
    expect(text.out).toMatch(
      /compared: position 1, bargain \[.*mine\.mjs sha256 [0-9a-f]{12}\] in A against bargain \[.*sha256 [0-9a-f]{12}\] in B/,
    );
  });

  it('--out writes report.html with the table and the verdict', async () => {
    const a = await play('page-a', 'jacht', '--bots', 'greedy,random', '--games', '20', '--seed', '5');
    const b = await play('page-b', 'jacht', '--bots', 'greedy(lookahead=0),random', '--games', '20', '--seed', '5');
    const out = at('report');
    const run = await tafel('compare', a, b, '--out', out);
    expect(run.code, run.err).toBe(0);
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    expect(html).toMatch(/<table>/);
    expect(html).toMatch(/95% CI, paired/);
    expect(html).toMatch(/verdict: /);
    expect(html.match(/<svg/g)?.length).toBe(2);
    expect(run.out).toMatch(/report: .*report\.html/);
  });

  it('names the deals that moved most, from the records, and --out links each of their games in both runs', async () => {
    const args = ['--seating', 'duplicate', '--games', '40', '--seed', '8'];
    const a = await play('swing-a', 'jacht', '--bots', 'greedy,random', ...args);
    const b = await play('swing-b', 'jacht', '--bots', 'greedy(lookahead=0),random', ...args);
    // Deal k is games 2k and 2k + 1 of each run: the entrant's score by game, read here.
    const scores = (folder: string, label: string) => {
      const byGame: number[] = [];
      for (const line of readFileSync(join(folder, 'records.jsonl'), 'utf8').split('\n').filter(Boolean)) {
        const r = JSON.parse(line) as { run: { index: number }; lineup: string[]; result: { scores: number[] } };
        byGame[r.run.index] = r.result.scores[r.lineup.indexOf(label)];
      }
      return byGame;
    };
    const [sa, sb] = [scores(a, 'greedy'), scores(b, 'greedy(lookahead=0)')];
    const moves = Array.from({ length: 20 }, (_, k) => ({
      deal: k,
      diff: (sb[2 * k] - sa[2 * k] + sb[2 * k + 1] - sa[2 * k + 1]) / 2,
      a: [2 * k, 2 * k + 1],
      b: [2 * k, 2 * k + 1],
    }));
    const most = (sign: number) =>
      moves
        .filter((m) => sign * m.diff > 0)
        .sort((x, y) => sign * (y.diff - x.diff) || x.deal - y.deal)
        .slice(0, 5);
    const out = at('swing-report');
    const run = await tafel('compare', a, b, '--out', out, '--json');
    expect(run.code, run.err).toBe(0);
    const swings = (JSON.parse(run.out) as { swings: { bBetter: unknown[]; aBetter: unknown[] } }).swings;
    expect(most(-1).length).toBeGreaterThan(0);
    expect(swings).toEqual({ bBetter: most(1), aBetter: most(-1) });
    // Each game of those deals has its page in its own run's view/, linked from the report.
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    const rows = [...html.matchAll(/<tr><td>(\d+)<\/td><td>[^<]*<\/td><td>(.*?)<\/td><td>(.*?)<\/td><\/tr>/g)];
    expect(rows.map(([, deal]) => Number(deal))).toEqual([...most(1), ...most(-1)].map((m) => m.deal));
    for (const [, deal, inA, inB] of rows) {
      for (const [cell, run] of [
        [inA, 'swing-a'],
        [inB, 'swing-b'],
      ]) {
        const links = [...cell.matchAll(/<a href="([^"]+)">game (\d+)<\/a>/g)];
        expect(links.map(([, , game]) => Number(game))).toEqual([2 * Number(deal), 2 * Number(deal) + 1]);
        for (const [, href, game] of links) {
          expect(href).toBe(`../${run}/view/game-${game}.html`);
          expect(readFileSync(join(out, href), 'utf8')).toMatch(new RegExp(`<title>[^<]*game ${game}\\b`));
        }
      }
    }
    // A run folder that cannot take pages (view is a file there): one line, no links to it.
    const c = await play('swing-c', 'jacht', '--bots', 'greedy(lookahead=0),random', ...args);
    rmSync(join(c, 'view'), { recursive: true });
    writeFileSync(join(c, 'view'), 'not a folder');
    const unlinked = await tafel('compare', a, c, '--out', at('swing-report-c'));
    expect(unlinked.code, unlinked.err).toBe(0);
    expect(unlinked.err).toMatch(/^note: no game pages written for .*swing-c \(.*\): the report lists its games without links$/m);
    const page = readFileSync(join(at('swing-report-c'), 'report.html'), 'utf8');
    expect(page).toMatch(/<td>game \d+, game \d+<\/td><\/tr>/);
    expect(page).toMatch(/swing-a\/view\/game-/);
    const plain = await tafel('compare', a, b);
    expect(plain.out).toMatch(
      /^moved most: B best on deal \d+ \(\+[\d.]+ a game\), A best on deal \d+ \(−[\d.]+ a game\); --out DIR writes a report that links their games$/m,
    );
  });
});
