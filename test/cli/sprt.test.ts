// `tafel play --sprt`: games until the SPRT of the first bot against the second decides,
// said in the text and the JSON; the same stop and digest for any worker count and batch
// size, and the very games a plain run of that length plays. Bad flags: one line, exit 2.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tafel } from './tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-sprt-'));
// In two-player Jatten `threshold` beats `greedy` some 70% of the time: about +150 Elo.
const duel = ['play', 'jatten', '--bots', 'threshold,greedy', '--seed', '1'];

interface SprtJson {
  digest: string;
  games: number;
  complete: boolean;
  sprt: {
    accepted: 'H0' | 'H1' | null;
    results: string;
    counts: number[];
    games: number;
    llr: number;
    lower: number;
    upper: number;
    looks: number;
    elo: { elo: number; lower: number; upper: number };
  };
}
const parsed = (out: string) => JSON.parse(out) as SprtJson;

async function refused(args: string[], line: string) {
  const r = await tafel(...args);
  expect(r.err.trim().split('\n')).toEqual([line]);
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
}

describe('tafel play --sprt', () => {
  it('says H1 accepted, the LLR and its bounds, the games and the Elo with its interval', async () => {
    const r = await tafel(...duel, '--sprt', '0,100', '--every', '20', '--workers', '1');
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split('\n').slice(-4);
    expect(lines[0]).toBe('SPRT of threshold against greedy: H0 Elo 0.0, H1 Elo +100.0, α 0.05, β 0.05');
    expect(lines[1]).toMatch(
      /^ {2}H1 accepted after (\d+) games \(look (\d+)\): LLR \d\.\d\d reached the upper bound \(bounds −2\.94, 2\.94\)$/,
    );
    const [, games, look] = /after (\d+) games \(look (\d+)\)/.exec(lines[1])!;
    expect(Number(games)).toBe(20 * Number(look));
    // Seed 1 decides at the first look: threshold won 17 of the 20 games, as its row says.
    expect(lines[2]).toBe('  17 wins, 0 draws, 3 losses');
    expect(r.out).toMatch(/│ 1 │ threshold │ +20 │ +17 │/);
    // 17 wins in 20 games: the score's interval reaches 1, and the Elo's top is unbounded.
    expect(lines[3]).toBe('  Elo +301.3 (95% CI +141.8 to +∞), score 85.0%');
    expect(r.out).toContain(`jatten: ${games} games · seed 1`);
  });

  it('gives the same stop and digest on one worker and two, any batch size, and the games a plain run of that length plays', async () => {
    const args = [...duel, '--sprt', '0,100', '--every', '20', '--json'];
    const one = await tafel(...args, '--workers', '1');
    const two = await tafel(...args, '--workers', '2', '--batch-size', '7');
    expect(one.code).toBe(0);
    expect(two.out).toBe(one.out);
    const s = parsed(one.out);
    expect(s.sprt.accepted).toBe('H1');
    expect(s.sprt.llr).toBeGreaterThanOrEqual(s.sprt.upper);
    expect(s.games).toBe(s.sprt.games);
    expect(s.games).toBe(20 * s.sprt.looks);
    expect(s.sprt.counts.reduce((a, b) => a + b, 0)).toBe(s.games);
    const plain = parsed((await tafel(...duel, '--games', String(s.games), '--json', '--workers', '1')).out);
    expect(plain.digest).toBe(s.digest);
  });

  it('counts duplicate pairs as pentanomials, and keeps the verdict in summary.json with --out', async () => {
    const out = join(dir, 'duplicate');
    const r = await tafel(...duel, '--seating', 'duplicate', '--sprt', '0,100', '--every', '20', '--json', '--out', out);
    expect(r.code).toBe(0);
    const s = parsed(r.out);
    expect(s.sprt.results).toBe('pentanomial');
    expect(s.sprt.counts).toHaveLength(5);
    expect(s.sprt.counts.reduce((a, b) => a + b, 0) * 2).toBe(s.games);
    const kept = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as SprtJson;
    expect(kept.sprt.accepted).toBe(s.sprt.accepted);
    expect(kept.digest).toBe(s.digest);
    expect(readFileSync(join(out, 'records.jsonl'), 'utf8').trimEnd().split('\n')).toHaveLength(s.games);
  });

  it('accepts H0 when H1 asks for far more than the first has, with the α and β given', async () => {
    const r = await tafel(...duel, '--sprt', '300,400', '--alpha', '0.1', '--beta', '0.2', '--every', '20', '--json');
    const s = parsed(r.out).sprt;
    expect(r.code).toBe(0);
    expect(s.accepted).toBe('H0');
    expect(s.lower).toBeCloseTo(Math.log(0.2 / 0.9), 12);
    expect(s.upper).toBeCloseTo(Math.log(0.8 / 0.1), 12);
    expect(s.llr).toBeLessThanOrEqual(s.lower);
  });

  it('accepts neither by --games when the hypotheses are too close for them', async () => {
    const r = await tafel(...duel, '--sprt', '140,150', '--every', '20', '--games', '40');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/\n {2}neither H0 nor H1 accepted by the maximum, 40 games: LLR −?\d\.\d\d \(bounds −2\.94, 2\.94\)\n/);
  });

  it('tests one partnership against the other in a team game', async () => {
    const r = await tafel(
      ...['play', 'klaverjassen', '--bots', 'signal,heuristic,signal,heuristic', '--seating', 'duplicate'],
      ...['--games', '8', '--every', '4', '--sprt', '0,50'],
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('SPRT of signal+signal against heuristic+heuristic: H0 Elo 0.0, H1 Elo +50.0');
    expect(r.out).toMatch(/duplicate pairs scored 0, ½, 1, 1½, 2: \d, \d, \d, \d, \d\n/);
  });

  it.each([
    [['--sprt', '5'], 'tafel: --sprt 5 is not two Elo values ELO0,ELO1 between -1000 and 1000 (e.g. --sprt 0,5)'],
    [['--sprt', '5,x'], 'tafel: --sprt 5,x is not two Elo values ELO0,ELO1 between -1000 and 1000 (e.g. --sprt 0,5)'],
    [['--sprt', '5,0'], 'tafel: --sprt 5,0: ELO1 must be above ELO0, H1 says the first bot is the stronger (e.g. --sprt 0,5)'],
    [['--sprt', '0,5', '--alpha', '0.5'], 'tafel: --alpha 0.5 is not an error rate above 0 and below 0.5 (e.g. --alpha 0.05)'],
    [['--sprt', '0,5', '--beta', '0'], 'tafel: --beta 0 is not an error rate above 0 and below 0.5 (e.g. --beta 0.05)'],
    [['--alpha', '0.1'], 'tafel: --alpha belongs to --sprt: give --sprt ELO0,ELO1 too (e.g. --sprt 0,5)'],
    [
      ['--sprt', '0,5', '--every', '3'],
      'tafel: --every 3: each look must see whole rounds of 2 games (every bot in every seat, or whole duplicate deals), so use a multiple of 2 (e.g. 4)',
    ],
    // Without --games the most is 100,000 games, not play's usual 1,000.
    [['--sprt', '0,5', '--every', '100002'], 'tafel: --every 100002 is more than the 100000 games to play: use at most --games'],
  ])('refuses %j in one line', async (flags, line) => {
    await refused([...duel, ...flags], line);
  });

  it('refuses a tournament file whose sprt rule has H1 below H0, naming the field, exit 2', async () => {
    const path = join(dir, 'upside-down.json');
    const stop = { rule: 'sprt', elo0: 5, elo1: 0, every: 20, maxGames: 200 };
    writeFileSync(
      path,
      JSON.stringify({ name: 'x', seed: 1, game: 'jatten', entrants: [{ bot: 'threshold' }, { bot: 'greedy' }], stop }),
    );
    const r = await tafel('tournament', path, '--out', join(dir, 'upside-down'));
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `tafel: ${path} has a problem, so no game was played:\n  stop.elo1: must be above elo0 (5): H1 says the first is stronger than H0 does (e.g. elo0 0, elo1 5) (got 0)\n`,
    );
    expect(existsSync(join(dir, 'upside-down'))).toBe(false);
  });

  it('refuses three bots in one line, before an --out folder is made', async () => {
    const out = join(dir, 'three');
    await refused(
      ['play', 'jatten', '--bots', 'threshold,greedy,greedy', '--sprt', '0,5', '--out', out],
      'tafel: --sprt tests the first bot against the second: give two bots (or two partnerships, a,b,a,b), not 3 bots',
    );
    expect(existsSync(out)).toBe(false);
  });
});
