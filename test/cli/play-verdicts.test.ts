// `tafel play` judges its lineup as a tournament judges a match of it: a headline, each
// side's rating best first and a Holm-corrected verdict per pair, the same figures as the
// tournament's, and with --out the same report.html. Twins are numbered in what is shown
// and nowhere else.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tafel } from './tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-play-verdicts-'));
const LINEUP = ['gesjaakt', '--bots', 'greedy,greedy,random', '--games', '300', '--seed', '1', '--workers', '1'];

describe('tafel play: verdicts and ratings', () => {
  it('gives the verdicts, ratings and strongest side that a tournament match of the lineup gives', async () => {
    const played = JSON.parse((await tafel('play', ...LINEUP, '--json')).out);
    const file = join(dir, 'match.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'match',
        seed: 1,
        matches: [{ game: 'gesjaakt', bots: ['greedy', 'greedy', 'random'], games: 300 }],
      }),
    );
    const t = await tafel('tournament', file, '--out', join(dir, 'match'), '--json', '--workers', '1');
    const [event] = JSON.parse(t.out).events;
    const { verdicts } = played;
    expect(played.digest).toBe(event.tables[0].digest);
    expect(verdicts.sides).toEqual(['greedy #1', 'greedy #2', 'random']);
    expect(verdicts.sides).toEqual(event.entrantLabels);
    expect(verdicts.comparisons).toEqual(event.comparisons);
    expect(verdicts.comparisons).toHaveLength(3);
    expect(verdicts.strongest).toBe(event.strongest);
    expect(verdicts.ranking.map((s: number) => verdicts.sides[s])).toEqual(
      event.standings.map((s: { label: string }) => s.label),
    );
    verdicts.ratings.forEach((rating: unknown, s: number) => {
      expect(rating).toEqual(event.standings.find((x: { label: string }) => x.label === verdicts.sides[s]).rating);
    });
    // Best first, by rating.
    const points = verdicts.ranking.map((s: number) => verdicts.ratings[s].points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('prints the headline under the run, then the ratings and one verdict per pair after the tables', async () => {
    const lines = (await tafel('play', ...LINEUP)).out.split('\n');
    const headline = lines.findIndex((l) => l.startsWith('strongest: greedy #1, which finished ahead of each other entrant'));
    expect(headline).toBeGreaterThan(0);
    expect(lines[headline]).toMatch(/ahead of greedy #2 in 56\.3% of their games, of random in 97\.0%\); rating \+208/);
    expect(lines.findIndex((l) => l.startsWith('digest: '))).toBe(headline - 1);
    const ratings = lines.findIndex((l) => l.startsWith('ratings, best first'));
    expect(ratings).toBeGreaterThan(lines.findIndex((l) => l.includes('│ 3 │ random')));
    expect(lines.filter((l) => /^│ +[123] │ (greedy #[12]|random) +│ +[-+]\d+ │/.test(l))).toHaveLength(3);
    expect(lines).toContain('head to head (how often the first finished ahead of the second, Holm-corrected over every pair):');
    expect(lines.filter((l) => /^ {2}\S.* (beats|and .* are not told apart)/.test(l))).toEqual([
      '  greedy #1 beats greedy #2: 56.3% ± 5.6%, 300 games',
      '  greedy #1 beats random: 97.0% ± 1.9%, 300 games',
      '  greedy #2 beats random: 95.3% ± 2.4%, 300 games',
    ]);
  });

  it('says when no side is clearly strongest, and why', async () => {
    const r = await tafel('play', 'jatten', '--bots', 'greedy,greedy', '--games', '200', '--workers', '1');
    const lines = r.out.split('\n');
    expect(lines).toContain(
      'no entrant is clearly strongest: greedy #2 leads the ratings (+17) but is not told apart from greedy #1 (55.0% ± 6.9%, Holm p = 0.18)',
    );
    expect(lines).toContain('  greedy #2 and greedy #1 are not told apart: 55.0% ± 6.9%, 200 games (Holm p = 0.18)');
  });

  it('--out writes report.html: the headline, standings sorted by rating and the verdicts', async () => {
    const out = join(dir, 'page');
    const r = await tafel('play', ...LINEUP, '--out', out);
    expect(r.code).toBe(0);
    expect(r.err).toContain(`records, summary and report written to ${out}`);
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    expect(html).toContain('strongest: greedy #1, which finished ahead of each other entrant');
    expect(html).toContain('standings, sorted by rating');
    expect(html).toContain('<li>greedy #1 beats random: 97.0% ± 1.9%, 300 games</li>');
    expect(html).toContain('<th>mean score (lower is better)</th>');
    // One chart per figure, as a tournament's page has them.
    expect(html.match(/<figure class="chart">/g)).toHaveLength(5);
  });

  it('twins are numbered in every table and verdict, never in the records or the summary', async () => {
    const out = join(dir, 'twins');
    const r = await tafel('play', ...LINEUP, '--out', out, '--seating', 'permute');
    const text = r.out;
    expect(text).toMatch(/│ 1 │ greedy #1 +│/);
    expect(text).toMatch(/│ 2 │ greedy #2 +│/);
    expect(text).not.toMatch(/│ greedy +│/);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.entrants.map((e: { bot: string }) => e.bot)).toEqual(['greedy', 'greedy', 'random']);
    const lineups = readFileSync(join(out, 'records.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).lineup.join(','));
    expect(new Set(lineups)).toEqual(new Set(['greedy,greedy,random', 'greedy,random,greedy', 'random,greedy,greedy']));
    expect((await tafel('replay', out)).code).toBe(0);
  });

  it('a team game: partnerships are the sides, and a lineup that repeats keeps its duplicate period', async () => {
    const r = await tafel(
      ...['play', 'klaverjassen', '--bots', 'heuristic,random,heuristic,random'],
      ...['--games', '8', '--seating', 'duplicate', '--json', '--workers', '1'],
    );
    const summary = JSON.parse(r.out);
    expect(summary.gamesPerDeal).toBe(2);
    expect(summary.verdicts.sides).toEqual(['heuristic+heuristic', 'random+random']);
    expect(summary.verdicts.comparisons).toEqual([expect.objectContaining({ a: 0, b: 1, games: 8, units: 4 })]);
  });

  it('one side has no verdicts; --sprt gives its test instead of Holm verdicts', async () => {
    const one = await tafel('play', 'jacht', '--bots', 'greedy', '--games', '4', '--workers', '1');
    expect(one.out).not.toMatch(/strongest|ratings, best first|head to head/);
    expect(JSON.parse((await tafel('play', 'jacht', '--bots', 'greedy', '--games', '4', '--json')).out).verdicts).toBeUndefined();
    const sprt = await tafel('play', 'jatten', '--bots', 'greedy,random', '--sprt', '0,100', '--every', '20', '--workers', '1');
    expect(sprt.out).toMatch(/^SPRT of greedy against random/m);
    expect(sprt.out).not.toMatch(/strongest|head to head/);
  });
});
