// Gesjaakt and Fatima count penalties: every table and report that shows their scores says
// that the lower is better, and no other game's does.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGame } from '../../src/games/registry.js';
import { tafel } from '../cli/tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-better-'));
const LOWER = '(lower is better)';

describe('lower is better, said wherever scores are', () => {
  it('the games say it of themselves: Gesjaakt and Fatima only', () => {
    expect(['gesjaakt', 'jacht', 'jatten', 'klaverjassen', 'fatima'].map((id) => findGame(id).betterScore ?? 'higher')).toEqual([
      'lower',
      'higher',
      'higher',
      'higher',
      'lower',
    ]);
  });

  it("play's tables: the entrants' mean score and the duplicate pairs' score difference", async () => {
    const r = await tafel(
      'play',
      'fatima',
      '--bots',
      'greedy,random',
      '--games',
      '4',
      '--seating',
      'duplicate',
      '--workers',
      '1',
    );
    expect(r.out).toContain(`│ mean score ${LOWER} │`);
    expect(r.out).toContain(`│ score a−b ${LOWER} │`);
    const higher = await tafel('play', 'jatten', '--bots', 'greedy,random', '--games', '4', '--seating', 'duplicate');
    expect(higher.out).toContain('│ mean score │');
    expect(higher.out).not.toContain(LOWER);
  });

  it("a tournament's standings, its page, and summary.json's betterScore", async () => {
    const out = join(dir, 'cup');
    const file = join(dir, 'cup.json');
    const matches = [
      { game: 'gesjaakt', bots: ['greedy', 'random', 'random'], games: 30 },
      { game: 'jacht', bots: ['greedy', 'random'], games: 10 },
    ];
    writeFileSync(file, JSON.stringify({ name: 'cup', seed: 1, matches }));
    const r = await tafel('tournament', file, '--out', out, '--workers', '1');
    const parts = r.out.split('\n\n');
    const gesjaakt = parts.find((p) => p.startsWith('match 1: gesjaakt'))!;
    const jacht = parts.find((p) => p.startsWith('match 2: jacht'))!;
    expect(gesjaakt).toContain(`│ mean score ${LOWER} │`);
    expect(jacht).toContain('│ mean score │');
    expect(jacht).not.toContain(LOWER);
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    expect(html).toContain(`<th>mean score ${LOWER}</th>`);
    expect(html).toContain(`Standings: mean score ${LOWER} with its 95% interval`);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.events.map((e: { game: string; betterScore: string }) => `${e.game} ${e.betterScore}`)).toContain(
      'gesjaakt lower',
    );
  });

  it("a sweep's table and its best point, and tafel list", async () => {
    const r = await tafel('sweep', 'gesjaakt', '--bot', 'greedy(threshold=2|8)', '--vs', 'random,random', '--games', '6');
    expect(r.out).toMatch(/^best: .* — win rate .*, mean score \(lower is better\) /m);
    expect(r.out).toContain(`│ mean score ${LOWER} │`);
    // Its table has no rating: it says what it is sorted by.
    expect(r.out).toContain('points, sorted by win rate, best first:\n┌');
    expect((await tafel('list', 'fatima')).out.split('\n')[0]).toMatch(
      /^fatima \(Fatima, 2–6 players; lower scores are better\): /,
    );
    expect((await tafel('list', 'jacht')).out).not.toContain('lower scores are better');
  });
});
