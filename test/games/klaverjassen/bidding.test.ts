// KJ-1, KJ-2, KJ-3 and G-1: the variants, the dealer moving on, the proposals, who plays
// and who leads.
import { describe, expect, it } from 'vitest';
import { SeededChance, botRng } from '../../../src/core/chance.js';
import { resolveOptions } from '../../../src/games/registry.js';
import { dealSeed } from '../../../src/core/seeds.js';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { klaverjasOptions } from '../../../src/games/klaverjassen/options.js';
import { BID, PHASE, T } from '../../../src/games/klaverjassen/state.js';
import { stage } from './stage.js';

describe('KJ-1: variants and length', () => {
  it('defaults: Rotterdam trumping, trump by bidding, roem claimed by decision', () => {
    const o = klaverjasOptions.parse({});
    expect([o.trumping, o.trumpChoice, o.autoRoem]).toEqual(['rotterdam', 'bidding', false]);
  });

  it('an unknown variant is refused in one line that names it and the valid ones', () => {
    expect(() => resolveOptions(klaverjassen, { trumping: 'utrechts' })).toThrow(
      /option trumping=utrechts of klaverjassen is invalid: .*"rotterdam"\|"amsterdam"/,
    );
    expect(() => resolveOptions(klaverjassen, { trumpChoice: 'amsterdam' })).toThrow(/trumpChoice=amsterdam/);
  });

  it('a game is 16 rounds, and the dealer moves one seat clockwise each round (KJ-2); G-1: seat 0 bids first', () => {
    const chance = new SeededChance(dealSeed(40, 'kj1', 0));
    const rng = botRng(1, 0);
    const state = klaverjassen.setup(4, klaverjasOptions.parse({}), chance);
    const dealers: number[] = [];
    const firstBidders: number[] = [];
    let round = -1;
    while (!klaverjassen.isTerminal(state)) {
      if (state.round !== round) {
        round = state.round;
        dealers.push(state.dealer);
        firstBidders.push(state.turn);
      }
      const legal = klaverjassen.legalActions(state);
      klaverjassen.apply(state, legal[rng.int(legal.length)], chance);
    }
    expect(dealers).toHaveLength(16);
    expect(dealers).toEqual(Array.from({ length: 16 }, (_, r) => (3 + r) % 4));
    expect(firstBidders).toEqual(Array.from({ length: 16 }, (_, r) => r % 4));
  });
});

describe('KJ-2: proposals', () => {
  it('round 1 proposes clubs first; later rounds a random suit; the second proposal is another suit', () => {
    const firsts = new Set<number>();
    for (let g = 0; g < 40; g++) {
      const chance = new SeededChance(dealSeed(41, 'kj2', g));
      const state = klaverjassen.setup(4, klaverjasOptions.parse({}), chance);
      expect(state.t[T.proposals]).toBe(0);
      expect(state.t[T.proposals + 1]).not.toBe(0);
      // Everyone passes the first proposal: round on to round 2 by playing it out.
      const rng = botRng(g, 0);
      while (state.round === 0) {
        const legal = klaverjassen.legalActions(state);
        klaverjassen.apply(state, legal[rng.int(legal.length)], chance);
      }
      firsts.add(state.t[T.proposals]);
      expect(state.t[T.proposals + 1]).not.toBe(state.t[T.proposals]);
    }
    expect(firsts.size).toBe(4);
  });

  it('the player left of the dealer decides first; four passes show the second suit, from the same player', () => {
    const g = stage([], {}, ['S', 'D'], 1);
    expect(g.state.turn).toBe(2);
    expect(g.legal()).toEqual(['play', 'pass']);
    g.play('pass', 'pass', 'pass');
    expect(g.state.shown).toBe(1);
    g.play('pass');
    expect(g.state.shown).toBe(2);
    expect(g.state.turn).toBe(2);
    g.play('pass', 'play');
    expect(g.state.trump).toBe(1); // diamonds, the second suit
    expect(g.state.player).toBe(3);
  });

  it('all pass twice: the player left of the dealer must name a suit not shown', () => {
    const g = stage([], {}, ['S', 'D'], 1);
    g.play(...Array(8).fill('pass'));
    expect(g.state.phase).toBe(PHASE.name);
    expect(g.state.turn).toBe(2);
    expect(g.legal()).toEqual(['trump C', 'trump H']);
    g.play('trump H');
    expect(g.state.trump).toBe(2);
    expect(g.state.player).toBe(2);
    expect(g.state.turn).toBe(2);
    expect([...g.state.t.subarray(T.bids, T.bids + 9)]).toEqual([...Array(8).fill(BID.pass), BID.named]);
  });
});

describe('KJ-3: the taker plays and leads', () => {
  it('the seat that accepts leads the first trick, and its team is the playing team', () => {
    const g = stage([], {}, ['H', 'C'], 3).play('pass', 'play');
    expect(g.state.player).toBe(1);
    expect(g.state.turn).toBe(1);
    expect(g.state.phase).toBe(PHASE.play);
    expect(g.legal()).toHaveLength(8);
  });

  it('the playing team is recorded with the round, and nat is judged for it', () => {
    // Seat 1 takes hearts, then everyone plays their lowest legal card: the round's
    // record says team 1 played.
    const g = stage([], { autoRoem: true }, ['H', 'C'], 3).play('pass', 'play');
    while (g.state.round === 0) g.play(g.legal()[0]);
    expect(g.state.t[T.roundInfo] & 1).toBe(1);
    expect(g.state.t[T.roundInfo] >> 3).toBe(2);
  });
});

describe('Utrecht (KJ-1): the starting player must name trump', () => {
  it('no proposals and no passing: the player left of the dealer names any suit and leads', () => {
    const g = stage([], { trumpChoice: 'utrecht' }, ['H', 'C'], 0);
    expect(g.state.phase).toBe(PHASE.name);
    expect(g.state.turn).toBe(1);
    expect(g.legal()).toEqual(['trump C', 'trump D', 'trump H', 'trump S']);
    g.play('trump S');
    expect(g.state.trump).toBe(3);
    expect(g.state.player).toBe(1);
    expect(g.state.turn).toBe(1);
    const seen = klaverjassen.observe(g.state, 2);
    expect([seen.t[T.proposals], seen.t[T.proposals + 1]]).toEqual([-1, -1]);
  });
});

describe('duplicate deals: each round is dealt from a stream keyed by the round', () => {
  it('the same seed deals every round the same hands and proposals, however the bots played before', () => {
    const dealt = (botSeed: number) => {
      const chance = new SeededChance(dealSeed(42, 'kjdup', 0));
      const rng = botRng(botSeed, 0);
      const state = klaverjassen.setup(4, klaverjasOptions.parse({}), chance);
      const rounds: string[] = [];
      let round = -1;
      while (!klaverjassen.isTerminal(state)) {
        if (state.round !== round) {
          round = state.round;
          rounds.push([...state.t.subarray(T.hands, T.hands + 4), ...state.t.subarray(T.proposals, T.proposals + 2)].join(','));
        }
        const legal = klaverjassen.legalActions(state);
        klaverjassen.apply(state, legal[rng.int(legal.length)], chance);
      }
      return rounds;
    };
    const a = dealt(1);
    expect(dealt(2)).toEqual(a);
    expect(new Set(a).size).toBe(16);
  });
});
