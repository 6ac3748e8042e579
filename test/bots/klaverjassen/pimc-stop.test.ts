// pimc's sequential sampling (SequentialStop in bots/search/pimc.ts): it stops drawing
// deals at the first look where the best card is, at 2 standard errors, within `within`
// of every other, and only there; it never stops with `within=0`. Racing (`drop`): a card
// that falls `drop` standard errors below the best is solved on no later deal and not
// played.
import { describe, expect, it } from 'vitest';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import type { KlaverjasState } from '../../../src/games/klaverjassen/state.js';
import { resolveBot } from '../../../bots/registry.js';
import type { PimcBot } from '../../../bots/klaverjassen/pimc.js';
import { drawDeals } from '../../../bots/search/pimc.js';
import { botContext } from '../../helpers.js';
import { positions } from './positions.js';

const LATE = positions(8, 16);

function decide(state: KlaverjasState, spec: string, seed = 7) {
  const { definition, params } = resolveBot('klaverjassen', spec);
  const bot = definition.create(params, klaverjassen) as PimcBot;
  const seat = state.turn;
  const card = bot.act(klaverjassen.observe(state, seat), klaverjassen.legalActions(state), botContext(seat, seed));
  return { card, stats: bot.lastStats() };
}

/** The values of each legal card on the deals pimc draws with `seed`, in order. */
function dealValues(state: KlaverjasState, count: number, seed = 7): number[][] {
  const legal = klaverjassen.legalActions(state);
  const rows: number[][] = [];
  drawDeals(klaverjassen, klaverjassen.observe(state, state.turn), botContext(state.turn, seed), count, undefined, (deal) => {
    const out: number[] = [];
    klaverjassen.solver!.values(deal as KlaverjasState, legal, out);
    rows.push(out.slice(0, legal.length));
  });
  return rows;
}

/** The rule, written out plainly: on the first k deals, the best card by mean (ties by the
 * deals it was best on, then legal order) is within `within` of each other card at 2
 * standard errors of their paired difference. */
function settled(rows: readonly number[][], k: number, within: number): boolean {
  const n = rows[0].length;
  const used = rows.slice(0, k);
  const mean = (a: number) => used.reduce((s, r) => s + r[a], 0) / k;
  const wins = (a: number) => used.filter((r) => r[a] === Math.max(...r)).length;
  let best = 0;
  for (let a = 1; a < n; a++) {
    if (mean(a) > mean(best) || (mean(a) === mean(best) && wins(a) > wins(best))) best = a;
  }
  for (let a = 0; a < n; a++) {
    if (a === best) continue;
    const diffs = used.map((r) => r[best] - r[a]);
    const m = diffs.reduce((s, d) => s + d, 0) / k;
    const sd = Math.sqrt(diffs.reduce((s, d) => s + (d - m) ** 2, 0) / (k - 1));
    if (-m + (2 * sd) / Math.sqrt(k) >= within - 1e-9) return false;
  }
  return true;
}

/** Racing and the stop, written out plainly on the deals' values: after each deal from
 * the `least`-th on, every card whose paired difference to the best (by mean, as
 * `settled` picks it) is above 0 by `drop` standard errors leaves; then the sampling stops
 * when one card is left, or at a look (every 2 deals) where the live cards are settled. */
function race(rows: readonly number[][], least: number, within: number, drop: number) {
  const n = rows[0].length;
  const until = new Array<number>(n).fill(rows.length);
  const live = (a: number, k: number) => until[a] >= k;
  const stats = (k: number) => {
    const mean = (a: number) => rows.slice(0, Math.min(k, until[a])).reduce((s, r) => s + r[a], 0) / Math.min(k, until[a]);
    // Best on a deal: of the cards still solved on it.
    const wins = (a: number) =>
      rows.slice(0, Math.min(k, until[a])).filter((r, i) => r[a] === Math.max(...r.filter((_, b) => live(b, i + 1)))).length;
    let best = -1;
    for (let a = 0; a < n; a++) {
      if (!live(a, k)) continue;
      if (best < 0 || mean(a) > mean(best) || (mean(a) === mean(best) && wins(a) > wins(best))) best = a;
    }
    const paired = (a: number) => {
      const diffs = rows.slice(0, k).map((r) => r[best] - r[a]);
      const m = diffs.reduce((s, d) => s + d, 0) / k;
      return { m, se: Math.sqrt(diffs.reduce((s, d) => s + (d - m) ** 2, 0) / (k - 1) / k) };
    };
    return { best, paired, means: rows[0].map((_, a) => mean(a)) };
  };
  let dropped = 0;
  for (let k = 1; k <= rows.length; k++) {
    if (k < least || k === rows.length) continue;
    const { best, paired } = stats(k);
    for (let a = 0; a < n; a++) {
      if (a === best || !live(a, k)) continue;
      const { m, se } = paired(a);
      if (m - drop * se > 1e-9) {
        until[a] = k;
        dropped++;
      }
    }
    const left = [...Array(n).keys()].filter((a) => live(a, k + 1));
    const now = stats(k);
    if (left.length === 1) return { samples: k, best: now.best, means: now.means, dropped };
    if ((k - least) % 2 === 0 && left.every((a) => a === now.best || -now.paired(a).m + 2 * now.paired(a).se < within - 1e-9)) {
      return { samples: k, best: now.best, means: now.means, dropped };
    }
  }
  const end = stats(rows.length);
  return { samples: rows.length, best: end.best, means: end.means, dropped };
}

describe('pimc: sequential sampling', () => {
  it('with within=0 solves every sample', () => {
    for (const state of LATE) expect(decide(state, 'pimc(samples=9,within=0,drop=0)').stats.samples).toBe(9);
  });

  it('stops at the first look where the rule holds, and nowhere sooner', () => {
    const [samples, least, within] = [16, 4, 6];
    let early = 0;
    for (const state of LATE) {
      const { stats } = decide(state, `pimc(samples=${samples},least=${least},within=${within},drop=0)`);
      const rows = dealValues(state, samples);
      let expected = samples;
      for (let k = least; k < samples; k += 2) {
        if (settled(rows, k, within)) {
          expected = k;
          break;
        }
      }
      expect(stats.samples).toBe(expected);
      // The means are those of the deals it kept.
      const kept = rows.slice(0, expected);
      expect(stats.means).toEqual(rows[0].map((_, a) => kept.reduce((s, r) => s + r[a], 0) / expected));
      if (expected < samples) early++;
    }
    // Both kinds of decision are among the positions.
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(LATE.length);
  });

  it('races: drops a card once it is clearly worse, solves it no more and does not play it', () => {
    const [samples, least, within, drop] = [16, 4, 6, 1];
    let dropped = 0;
    for (const state of LATE) {
      const legal = klaverjassen.legalActions(state);
      const { card, stats } = decide(state, `pimc(samples=${samples},least=${least},within=${within},drop=${drop})`);
      const expected = race(dealValues(state, samples), least, within, drop);
      expect(stats.samples).toBe(expected.samples);
      // A dropped card's mean is over the deals before it was dropped: it was solved on no other.
      expect(stats.means).toEqual(expected.means);
      expect(card).toBe(legal[expected.best]);
      dropped += expected.dropped;
    }
    expect(dropped).toBeGreaterThan(0);
  });

  it('decides the same, on the same deals, for the same seed', () => {
    for (const state of LATE.slice(0, 4))
      expect(decide(state, 'pimc(samples=16,least=4)')).toEqual(decide(state, 'pimc(samples=16,least=4)'));
  });
});
