// The pimc player's card play: decisions fixed by its seed and its samples, the same for
// every deal it cannot tell apart, the solver's card where nothing is hidden, and the
// card a player sees by hand to be best. Positions are late in a round: until the fast
// solver lands, a deal is solved by the exact stub, quick for three tricks left.
import { describe, expect, it } from 'vitest';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import type { KlaverjasState } from '../../../src/games/klaverjassen/state.js';
import { resolveBot } from '../../../bots/registry.js';
import type { PimcBot } from '../../../bots/klaverjassen/pimc.js';
import { Pimc } from '../../../bots/search/pimc.js';
import type { AnyPlay } from '../../../src/core/game.js';
import { SeededRng } from '../../../src/core/rng.js';
import { botContext, snapshot } from '../../helpers.js';
import { positions } from './positions.js';
import { lastButOne } from './staged.js';

function pimcBot(spec = 'pimc(samples=12)'): PimcBot {
  const resolved = resolveBot('klaverjassen', spec);
  return resolved.definition.create(resolved.params, klaverjassen) as PimcBot;
}

/** The bot's card for the player to move in `state`, with its statistics. */
function decide(state: KlaverjasState, seed: number, spec?: string, iterations = Infinity) {
  const bot = pimcBot(spec);
  const seat = state.turn;
  const ctx = { ...botContext(seat, seed), iterations };
  const card = bot.act(klaverjassen.observe(state, seat), klaverjassen.legalActions(state), ctx);
  return { card, stats: bot.lastStats() };
}

/** The solver's value of each legal card on the true state. */
function solved(state: KlaverjasState): number[] {
  const legal = klaverjassen.legalActions(state);
  const out: number[] = [];
  expect(klaverjassen.solver!.values(state, legal, out)).toBe(true);
  return out.slice(0, legal.length);
}

const LATE = positions(6, 20);

describe('pimc: reproducible from its stream', () => {
  it('decides the same, with the same statistics, for the same seed and samples', () => {
    for (const state of LATE) expect(decide(state, 5)).toEqual(decide(state, 5));
  });

  it("draws its deals from the bot's own stream: another seed samples other deals", () => {
    const differ = LATE.filter((state) => snapshot(decide(state, 5).stats) !== snapshot(decide(state, 6).stats));
    expect(differ.length).toBeGreaterThan(LATE.length / 2);
  });

  it('solves as many deals as its samples, or as a run’s --iterations says', () => {
    const state = LATE[0];
    expect(decide(state, 1, 'pimc(samples=7,within=0)').stats.samples).toBe(7);
    expect(decide(state, 1, 'pimc(samples=7,within=0)', 3).stats.samples).toBe(3);
    const { bests, samples } = decide(state, 1, 'pimc(samples=7,within=0)').stats;
    // Each deal has at least one best card.
    expect(bests.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(samples);
  });

  it('decides the same for two states its seat cannot tell apart (the hidden hands redealt)', () => {
    let compared = 0;
    for (const [i, state] of LATE.entries()) {
      const seat = state.turn;
      const other = klaverjassen.determinize(klaverjassen.observe(state, seat), new SeededRng(40 + i));
      expect(snapshot(klaverjassen.observe(other, seat))).toBe(snapshot(klaverjassen.observe(state, seat)));
      if (snapshot(other.t) === snapshot(state.t)) continue;
      expect(decide(other, 9)).toEqual(decide(state, 9));
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(4);
  });
});

describe('pimc: the best card', () => {
  it('with the true deal forced on it, one sample gives the solver’s values and its best card', () => {
    for (const state of LATE) {
      // A game whose only deal is the true one: nothing is hidden from the search.
      const open: AnyPlay = { ...klaverjassen, determinize: () => klaverjassen.clone(state) } as AnyPlay;
      const pimc = new Pimc(open);
      const legal = klaverjassen.legalActions(state);
      const pick = pimc.decide(klaverjassen.observe(state, state.turn), legal, botContext(state.turn, 1), 1);
      const values = solved(state);
      expect(pimc.lastStats().means).toEqual(values);
      expect(values[pick]).toBe(Math.max(...values));
      // Ties go to the first of the best, in legal order.
      expect(pick).toBe(values.indexOf(Math.max(...values)));
    }
  });

  it('keeps its ace rather than throw it on a trick the opponents win', () => {
    // Seat 3, last to a trick of TC 7C TS, may play AS or 7D: the ace gives them 11.
    const state = lastButOne();
    expect(klaverjassen.legalActions(state)).toEqual(['7D', 'AS']);
    const { card, stats } = decide(state, 3);
    expect(card).toBe('7D');
    expect(stats.means[0]).toBeGreaterThan(stats.means[1]);
  });

  it('says clearly that it needs a game with a solver', () => {
    const none = { ...klaverjassen, id: 'nosolver', solver: undefined } as AnyPlay;
    expect(() => new Pimc(none)).toThrow('nosolver has no perfect-information solver (GamePlay.solver): PIMC needs one');
  });
});
