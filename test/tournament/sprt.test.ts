// The sprt stop rule in a tournament file: two entrants, the first tested against the
// second, looked at only between rounds of `every` games, so the stop, the figures and
// the digest are the same on one worker and two; games one by one counted as wins,
// draws and losses, duplicate deals as pentanomial pairs.
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { withRunner } from '../../src/sim/run.js';
import { resolveTournament } from '../../src/tournament/load.js';
import { runTournament } from '../../src/tournament/run.js';
import { tournamentHtml } from '../../src/report/html.js';
import { eventReport } from '../../src/report/standings.js';

// In two-player Jatten `threshold` beats `greedy` some 70% of the time: about +150 Elo.
const duel = (stop: Record<string, unknown>, over: Record<string, unknown> = {}) =>
  resolveTournament(
    {
      name: 'duel',
      seed: 5,
      game: 'jatten',
      entrants: [
        { label: 'threshold', bot: 'threshold' },
        { label: 'greedy', bot: 'greedy' },
      ],
      stop: { rule: 'sprt', every: 20, maxGames: 2000, ...stop },
      ...over,
    },
    'duel.json',
  );

/** Threads started after the first batch, so that both they and this thread play. */
const lazyStart = { paceAfterMs: 0, worthMs: 0, afterMs: 0 };

async function onOneAndTwo(t: ReturnType<typeof duel>) {
  const one = await runTournament(t, { workers: 1 });
  // Batches of 7 cut across the rounds of 20: a look must wait for its round whole.
  const two = await withRunner({ workers: 2, lazyStart }, (runner) => runTournament(t, { workers: 2, runner, batchSize: 7 }));
  return { one, two };
}

describe('the sprt rule', () => {
  it('accepts H1 for a clearly stronger first entrant, the same on one worker and two', async () => {
    const { one, two } = await onOneAndTwo(duel({ elo0: 0, elo1: 100 }));
    expect(two).toEqual(one);
    const [e] = one.events;
    const s = e.sprt!;
    expect(s.accepted).toBe('H1');
    expect(s.llr).toBeGreaterThanOrEqual(s.upper);
    expect(s.upper).toBeCloseTo(2.944, 3);
    // Stopped at the first look past the bound, before the maximum, on a round's end.
    expect(e.settled).toBe(true);
    expect(e.gamesPerTable).toBe(20 * e.looks!);
    expect(e.gamesPerTable).toBeLessThan(2000);
    expect(s.results).toBe('trinomial');
    expect(s.games).toBe(e.gamesPerTable);
    expect(s.elo.elo).toBeGreaterThan(50);
    expect(s.elo.lower).toBeLessThan(s.elo.elo);
  });

  it("counts the first entrant's wins, draws and losses: its score is its head-to-head share", async () => {
    const [e] = (await runTournament(duel({ elo0: 0, elo1: 100 }), { workers: 1 })).events;
    const [losses, draws, wins] = e.sprt!.counts;
    expect(losses + draws + wins).toBe(e.gamesPerTable);
    const [pair] = e.comparisons;
    expect(e.entrantLabels[pair.a]).toBe('threshold');
    expect((wins + draws / 2) / e.gamesPerTable).toBeCloseTo(pair.ahead, 12);
    expect(wins).toBeGreaterThan(losses);
  });

  it('accepts H0 when the first is far from the stronger H1, and the same list in the other order says so of the second', async () => {
    const [e] = (await runTournament(duel({ elo0: 300, elo1: 400 }), { workers: 1 })).events;
    expect(e.sprt!.accepted).toBe('H0');
    expect(e.sprt!.llr).toBeLessThanOrEqual(e.sprt!.lower);
    const swapped = duel(
      { elo0: 0, elo1: 100 },
      {
        entrants: [
          { label: 'greedy', bot: 'greedy' },
          { label: 'threshold', bot: 'threshold' },
        ],
      },
    );
    const [s] = (await runTournament(swapped, { workers: 1 })).events;
    expect(s.sprt!.accepted).toBe('H0');
    expect(s.sprt!.elo.elo).toBeLessThan(-50);
  });

  it('accepts neither by maxGames when the bounds are too far for the games: the last look at the maximum', async () => {
    const [e] = (await runTournament(duel({ elo0: 140, elo1: 150, maxGames: 60 }), { workers: 1 })).events;
    expect(e.sprt!.accepted).toBeNull();
    expect(e.settled).toBe(false);
    expect(e.looks).toBe(3);
    expect(e.gamesPerTable).toBe(60);
    expect(e.sprt!.llr).toBeGreaterThan(e.sprt!.lower);
    expect(e.sprt!.llr).toBeLessThan(e.sprt!.upper);
  });

  it('counts duplicate deals as pentanomial pairs, the same on one worker and two', async () => {
    const { one, two } = await onOneAndTwo(duel({ elo0: 0, elo1: 100 }, { format: 'duplicate' }));
    expect(two).toEqual(one);
    const [e] = one.events;
    const s = e.sprt!;
    expect(s.results).toBe('pentanomial');
    expect(s.counts).toHaveLength(5);
    expect(s.counts.reduce((a, b) => a + b, 0) * 2).toBe(e.gamesPerTable);
    expect(s.accepted).toBe('H1');
    // The pairs' score is the first's share of the games.
    const score = s.counts.reduce((sum, c, i) => sum + c * i, 0) / (4 * s.counts.reduce((a, b) => a + b, 0));
    expect(score).toBeCloseTo(e.comparisons[0].a === 0 ? e.comparisons[0].ahead : 1 - e.comparisons[0].ahead, 12);
  });

  it('says its verdict in the terminal report and in report.html, the first entrant against the second', async () => {
    const [e] = (await runTournament(duel({ elo0: 0, elo1: 100 }), { workers: 1 })).events;
    const text = eventReport(e).split('\n');
    expect(text[1]).toBe('SPRT of threshold against greedy: H0 Elo 0.0, H1 Elo +100.0, α 0.05, β 0.05');
    expect(text[2]).toBe(
      `  H1 accepted after ${e.gamesPerTable} games (look ${e.looks}): LLR ${e.sprt!.llr.toFixed(2)} reached the upper bound (bounds −2.94, 2.94)`,
    );
    const [losses, draws, wins] = e.sprt!.counts;
    expect(text[3]).toBe(`  ${wins} wins, ${draws} draws, ${losses} losses`);
    expect(text[4]).toMatch(/^ {2}Elo \+\d+\.\d \(95% CI \+\d+\.\d to \+(\d+\.\d|∞)\), score \d+\.\d%$/);
    const html = await tournamentHtml({
      format: 2,
      name: 'duel',
      seed: 5,
      digest: 'x',
      games: e.games,
      complete: true,
      events: [e],
    });
    expect(html).toContain(`<h3>SPRT</h3><pre>${text.slice(1, 5).join('\n')}</pre>`);
  });

  it('fills in α and β at 0.05 in the file a run folder keeps', () => {
    expect(duel({ elo0: 0, elo1: 5 }).resolved.stop).toEqual({
      rule: 'sprt',
      elo0: 0,
      elo1: 5,
      alpha: 0.05,
      beta: 0.05,
      every: 20,
      maxGames: 2000,
    });
  });

  it.each([
    [{ elo0: 5, elo1: 5 }, {}, /stop\.elo1: must be above elo0 \(5\): H1 says the first is stronger than H0 does/],
    [
      { elo0: 0, elo1: 5, alpha: 0.5 },
      {},
      /stop\.alpha: alpha is an error rate above 0 and below 0\.5 \(e\.g\. 0\.05\) \(got 0\.5\)/,
    ],
    [{ elo0: 0, elo1: 5, beta: 0 }, {}, /stop\.beta: beta is an error rate above 0 and below 0\.5/],
    [
      { elo0: 0, elo1: 5 },
      { entrants: ['threshold', 'greedy', 'random'].map((bot) => ({ bot })) },
      /entrants: the sprt rule tests the first entrant against the second: name exactly two entrants, not 3/,
    ],
    [
      { elo0: 0, elo1: 5, every: 3 },
      {},
      /stop\.every: every entrant takes every seat equally often, so use a multiple of the 2 seats/,
    ],
  ])('refuses %j %j, naming what is wrong', (stop, over, message) => {
    expect(() => duel(stop, over)).toThrow(UsageError);
    expect(() => duel(stop, over)).toThrow(message);
  });
});
