// pimc's bidding by models of the hand (bid-model.ts): the hand's features, the choice the
// weights make, and the committed weights bidding as a player would.
import { describe, expect, it } from 'vitest';
import { FEATURES, type BidWeights, bidGain, features, modelBid } from '../../../bots/klaverjassen/bid-model.js';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import type { KlaverjasObservation } from '../../../src/games/klaverjassen/state.js';
import { PIMC_PARAMS } from '../../../bots/klaverjassen/pimc.js';
import { resolveBot } from '../../../bots/registry.js';
import { botContext } from '../../helpers.js';
import { card, stage } from '../../games/klaverjassen/stage.js';

const mask = (names: string) => names.split(' ').reduce((m, n) => m | (1 << card(n)), 0);
const zero = () => new Array<number>(FEATURES).fill(0);
/** Weights with only the intercepts set: playing is worth `play`, passing `pass`. */
function flat(play: number, pass: number): BidWeights {
  const intercept = (v: number) => zero().map((_, i) => (i === 0 ? v : 0));
  return { margin: 20, play: intercept(play), pass: Array.from({ length: 8 }, () => intercept(pass)) };
}

/** The observation of the seat to bid at its bid after `passes` passes (dealer 3, hearts then clubs). */
function bidAt(hands: string[], passes: number, trumps: [string, string] = ['H', 'C']) {
  const s = stage(hands, {}, trumps);
  for (let i = 0; i < passes; i++) s.play('pass');
  const seat = s.state.turn;
  return { obs: klaverjassen.observe(s.state, seat) as KlaverjasObservation, legal: s.legal(), state: s.state };
}

describe('the hand’s features', () => {
  it('count the trumps by rank, the side aces and tens, voids and singletons', () => {
    const f = features(mask('JC 9C AC TC 7C AD TD 8H'), 0, false);
    // Intercept; trump J, 9, A, T, K, Q, 8, 7.
    expect([...f.slice(0, 9)]).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 1]);
    const [square, long, jackNine, aces, tens, guarded, bare, kings, kingsWithAce, pictures, voids, singles, longest] =
      f.slice(9);
    expect([square, long, jackNine]).toEqual([25 / 8, 1, 5]);
    expect([aces, tens, guarded, bare, kings, kingsWithAce, pictures]).toEqual([1, 1, 1, 0, 0, 0, 0]);
    // Spades void and one heart, each times the five trumps; diamonds the longest side suit.
    expect([voids, singles, longest]).toEqual([5, 5, 2]);
    expect(f[FEATURES - 1]).toBe(0);
    expect(features(mask('JC 9C AC TC 7C AD TD 8H'), 0, true)[FEATURES - 1]).toBe(1);
  });

  it('read the same hand for another trump as that suit’s', () => {
    const f = features(mask('JH 9H AH TH 7H AD TD 8C'), 2, false);
    expect([...f]).toEqual([...features(mask('JC 9C AC TC 7C AD TD 8H'), 0, false)]);
  });
});

describe('a bid by the models', () => {
  it('plays when playing is worth at least passing, ties included, and passes otherwise', () => {
    const { obs, legal } = bidAt([], 0);
    expect(modelBid(obs, legal, flat(10, 5))).toBe('play');
    expect(modelBid(obs, legal, flat(5, 5))).toBe('play');
    expect(modelBid(obs, legal, flat(5, 10))).toBe('pass');
  });

  it('weighs a pass as 0 where nobody is left to take the suit in the first circle', () => {
    const { obs, legal } = bidAt([], 3);
    expect(modelBid(obs, legal, flat(-1, -50))).toBe('pass');
    expect(modelBid(obs, legal, flat(1, 50))).toBe('play');
  });

  it('plays at the third seat of the first circle only when playing beats passing by the caution', () => {
    const third = bidAt([], 2);
    expect(modelBid(third.obs, third.legal, flat(30, 5), 25)).toBe('play');
    expect(modelBid(third.obs, third.legal, flat(30, 5), 26)).toBe('pass');
    // The first two seats, the dealer and the whole second circle: as without it.
    for (const passes of [0, 1, 6]) {
      const { obs, legal } = bidAt([], passes);
      expect(modelBid(obs, legal, flat(30, 5), 100)).toBe('play');
    }
    const last = bidAt([], 3);
    expect(modelBid(last.obs, last.legal, flat(30, -50), 100)).toBe('play');
    expect(modelBid(last.obs, last.legal, flat(-1, -50), 100)).toBe('pass');
  });

  it('cautionAt=before-dealer: at every seat of the first circle but the dealer', () => {
    for (const passes of [0, 1, 2]) {
      const { obs, legal } = bidAt([], passes);
      expect(modelBid(obs, legal, flat(30, 5), 25, 'before-dealer')).toBe('play');
      expect(modelBid(obs, legal, flat(30, 5), 26, 'before-dealer')).toBe('pass');
    }
    const last = bidAt([], 3);
    expect(modelBid(last.obs, last.legal, flat(30, -50), 100, 'before-dealer')).toBe('play');
    const second = bidAt([], 5);
    expect(modelBid(second.obs, second.legal, flat(30, 5), 100, 'before-dealer')).toBe('play');
  });

  it('names the suit the play model rates best, for this hand', () => {
    // Everyone passes twice: seat 0 names diamonds or spades; its spades are long.
    const { obs, legal } = bidAt(['JS 9S AS 7S 8S 7D QH KH'], 8);
    expect(legal).toEqual(['trump D', 'trump S']);
    // Weights on the trump jack alone: for it, spades; against it, diamonds.
    const jack = (weight: number): BidWeights => ({ ...flat(0, 0), play: zero().map((_, i) => (i === 1 ? weight : 0)) });
    expect(modelBid(obs, legal, jack(30))).toBe('trump S');
    expect(modelBid(obs, legal, jack(-30))).toBe('trump D');
  });
});

describe('the committed models', () => {
  it('play a strong hand and pass a weak one as the first bidder', () => {
    expect(modelBid(bidAt(['JH 9H AH TH KH AC AD AS'], 0).obs, ['play', 'pass'])).toBe('play');
    expect(modelBid(bidAt(['7H 8C 9C 7D 8D 9D 7S 8S'], 0).obs, ['play', 'pass'])).toBe('pass');
  });

  it('are what pimc bids by, drawing nothing from its stream', () => {
    const { definition, params } = resolveBot('klaverjassen', 'pimc');
    const bot = definition.create(params, klaverjassen);
    for (const passes of [0, 1, 2, 5, 8]) {
      const { obs, legal, state } = bidAt(['JH 9H AC TC KH 8D AD 7S'], passes);
      const ctx = botContext(state.turn, 3);
      const before = ctx.rng.next();
      const ctx2 = botContext(state.turn, 3);
      expect(bot.act(obs, legal, ctx2)).toBe(modelBid(obs, legal, undefined, PIMC_PARAMS.caution.default));
      expect(ctx2.rng.next()).toBe(before);
    }
  });

  it('make the default pimc pass, as the third seat, a hand they rate under 60 better played', () => {
    const { obs, legal, state } = bidAt(['', '', 'JH 7H 8H 7C 8C 8D 9D 7S'], 2);
    expect(bidGain(obs)).toBeGreaterThan(10);
    expect(bidGain(obs)).toBeLessThan(50);
    const bid = (spec: string) => {
      const { definition, params } = resolveBot('klaverjassen', spec);
      return definition.create(params, klaverjassen).act(obs, legal, botContext(state.turn, 3));
    };
    expect(bid('pimc')).toBe('pass');
    expect(bid('pimc(caution=0)')).toBe('play');
  });

  it('bid with pimc’s caution, where cautionAt says', () => {
    const strong = ['JH 9H AH TH KH AC AD AS'];
    const bidWith = (spec: string, passes: number): string => {
      const { definition, params } = resolveBot('klaverjassen', spec);
      const { obs, legal, state } = bidAt(strong, passes);
      expect(modelBid(obs, legal)).toBe('play');
      return definition.create(params, klaverjassen).act(obs, legal, botContext(state.turn, 3)) as string;
    };
    expect(bidWith('pimc(caution=500)', 2)).toBe('pass');
    expect(bidWith('pimc(caution=500)', 0)).toBe('play');
    expect(bidWith('pimc(caution=500,cautionAt=before-dealer)', 0)).toBe('pass');
  });
});
