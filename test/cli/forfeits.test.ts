// `tafel play` with a bot that forfeits: every forfeit named by entrant, seat, decision
// and reason (or "and N more"), the score note under the table, and one line at the end
// when an entrant forfeited every game; --json carries the seat and decision.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../fixtures/faltering-bots.js';
import { tafel } from './tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-forfeits-'));
const FORFEIT =
  /^game \d+: cheater forfeited in seat [0-2] at decision \d+ \(illegal action "no such action"; legal were "take", "pay"\)$/;
const EVERY = 'forfeited every game it played: cheater (30 games); its figures measure the forfeits, not its play';

const play = (games: number, ...flags: string[]) =>
  tafel('play', 'gesjaakt', '--bots', 'random,cheater,random', '--games', String(games), '--workers', '1', ...flags);

describe('tafel play with a bot that forfeits every game', () => {
  it('lists twenty forfeits, says "and 10 more", notes how scores count, and ends on one line saying so', async () => {
    const r = await play(30);
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines.filter((l) => FORFEIT.test(l))).toHaveLength(20);
    expect(lines).toContain('and 10 more (the records of a run with --out hold every one)');
    expect(lines.at(-2)).toMatch(/^a forfeit counts as a loss and ranks last; the forfeiting side’s score .* is left out/);
    expect(lines.at(-1)).toBe(EVERY);
    // No mean score, no interval and no quantiles for the bot that never played a game out.
    expect(lines.find((l) => l.startsWith('│ 2 │ cheater'))).toMatch(/│ +– +│ +– +│ +– +│$/);
  });

  it('lists them all when there are twenty or fewer', async () => {
    const lines = (await play(12)).out.split('\n');
    expect(lines.filter((l) => FORFEIT.test(l))).toHaveLength(12);
    expect(lines.some((l) => /^and \d+ more/.test(l))).toBe(false);
  });

  it('--json: each forfeit carries its seat and decision, as the records have them; the one line goes to stderr', async () => {
    const out = join(dir, 'json');
    const r = await play(30, '--json', '--out', out);
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.out);
    const records = readFileSync(join(out, 'records.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(summary.forfeits).toHaveLength(20);
    summary.forfeits.forEach((f: Record<string, unknown>, k: number) => {
      expect(f).toEqual({
        index: k,
        entrant: 1,
        seat: records[k].result.forfeit.seat,
        decision: records[k].actions.length + 1,
        reason: 'illegal action "no such action"; legal were "take", "pay"',
      });
    });
    expect(summary.entrants[1]).toMatchObject({ games: 30, scoredGames: 0, forfeits: 30, meanScore: null });
    expect(summary.entrants[0]).toMatchObject({ games: 30, scoredGames: 30 });
    expect(r.err.split('\n')).toContain(EVERY);
  });

  it('a run without forfeits says nothing of them', async () => {
    const r = await tafel('play', 'gesjaakt', '--bots', 'random,random,random', '--games', '30', '--workers', '1');
    expect(r.out).not.toMatch(/forfeit/);
  });
});
