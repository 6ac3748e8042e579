// determinize deals the unseen cards consistently with what play revealed, and can deal
// every consistent hand. "Consistent" is judged here without determinize's own
// inferences: the round is played again from the dealt hands (each seat's hand plus the
// cards it played), and every card must have been legal when it was played (KJ-4, KJ-5).
import { describe, expect, it } from 'vitest';
import { SeededChance, botRng } from '../../../src/core/chance.js';
import { SeededRng } from '../../../src/core/rng.js';
import { dealSeed } from '../../../src/core/seeds.js';
import { HAND, bit, popcount, suitOf } from '../../../src/games/klaverjassen/cards.js';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { legalCards } from '../../../src/games/klaverjassen/follow.js';
import { klaverjasOptions } from '../../../src/games/klaverjassen/options.js';
import { PHASE, T, type KlaverjasState, playerOfCard } from '../../../src/games/klaverjassen/state.js';
import { TRUMP_BASE, strength } from '../../../src/games/klaverjassen/trick.js';

/** Whether hands `now` (per seat) could have played the round's cards so far legally. */
function consistent(state: KlaverjasState, now: readonly number[]): boolean {
  const { t, trump, amsterdam, playedCount } = state;
  const hands = [...now];
  for (let i = 0; i < playedCount; i++) hands[playerOfCard(t, i)] |= bit(t[T.played + i]);
  if (hands.some((h) => popcount(h) !== HAND)) return false;
  for (let i = 0; i < playedCount; i++) {
    const pos = i & 3;
    const start = i - pos;
    const led = pos === 0 ? -1 : suitOf(t[T.played + start]);
    let best = -1;
    let bestPos = -1;
    for (let j = 0; j < pos; j++) {
      const s = strength(t[T.played + start + j], led, trump);
      if (s > best) [best, bestPos] = [s, j];
    }
    const seat = playerOfCard(t, i);
    const card = t[T.played + i];
    const legal = legalCards(
      hands[seat],
      trump,
      amsterdam,
      led,
      best >= TRUMP_BASE ? best - TRUMP_BASE : -1,
      bestPos === pos - 2,
    );
    if ((legal & bit(card)) === 0) return false;
    hands[seat] &= ~bit(card);
  }
  return true;
}

const handsOf = (state: KlaverjasState) => [0, 1, 2, 3].map((s) => state.t[T.hands + s]);

/** Positions of random games (every `every`-th decision), for each trumping variant. */
function* positions(games: number, every: number): Generator<KlaverjasState> {
  for (const trumping of ['rotterdam', 'amsterdam'] as const) {
    const options = klaverjasOptions.parse({ trumping });
    for (let g = 0; g < games; g++) {
      const seed = dealSeed(50, trumping, g);
      const chance = new SeededChance(seed);
      const rng = botRng(seed, 0);
      const state = klaverjassen.setup(4, options, chance);
      let step = 0;
      while (!klaverjassen.isTerminal(state)) {
        if (step++ % every === 0) yield state;
        const legal = klaverjassen.legalActions(state);
        klaverjassen.apply(state, legal[rng.int(legal.length)], chance);
      }
    }
  }
}

describe('determinize', () => {
  it('over thousands of random positions, every deal it makes is consistent with play', () => {
    const rng = new SeededRng(7);
    let checked = 0;
    let constrained = 0;
    for (const state of positions(12, 3)) {
      const seat = (checked * 3 + state.playedCount) & 3;
      const guess = klaverjassen.determinize(klaverjassen.observe(state, seat), rng);
      const dealt = handsOf(guess);
      expect(dealt[seat]).toBe(state.t[T.hands + seat]);
      // Disjoint, and together exactly the cards not yet played.
      expect(dealt.reduce((a, b) => a | b, 0)).toBe(handsOf(state).reduce((a, b) => a | b, 0));
      expect(dealt.reduce((n, h) => n + popcount(h), 0)).toBe(handsOf(state).reduce((n, h) => n + popcount(h), 0));
      expect(consistent(guess, dealt)).toBe(true);
      if (state.t[T.excluded] | state.t[T.excluded + 1] | state.t[T.excluded + 2] | state.t[T.excluded + 3]) constrained++;
      checked++;
    }
    expect(checked).toBeGreaterThan(4000);
    expect(constrained).toBeGreaterThan(1000);
  });

  it('in endgames where every consistent deal can be listed, sampling deals every one of them and nothing else', () => {
    const rng = new SeededRng(8);
    let endgames = 0;
    let narrowed = 0;
    for (const state of positions(2, 1)) {
      if (state.phase !== PHASE.play || state.playedCount < 24 || state.playedCount > 27) continue;
      const seat = state.turn;
      const others = [0, 1, 2, 3].filter((s) => s !== seat);
      const unseen = others.reduce((m, s) => m | state.t[T.hands + s], 0);
      const cards: number[] = [];
      for (let c = 0; c < 32; c++) if (unseen & bit(c)) cards.push(c);
      // Every way to give each unseen card to one of the other seats, with the right sizes.
      const sizes = others.map((s) => popcount(state.t[T.hands + s]));
      const all = new Set<string>();
      const assign = (i: number, hands: number[]) => {
        if (i === cards.length) {
          if (others.every((s, k) => popcount(hands[s]) === sizes[k]) && consistent(state, hands)) all.add(hands.join(','));
          return;
        }
        for (const s of others) {
          hands[s] |= bit(cards[i]);
          assign(i + 1, hands);
          hands[s] &= ~bit(cards[i]);
        }
      };
      const mine = [0, 0, 0, 0];
      mine[seat] = state.t[T.hands + seat];
      assign(0, mine);
      const observation = klaverjassen.observe(state, seat);
      const seen = new Set<string>();
      for (let k = 0; k < all.size * 12; k++) {
        const dealt = handsOf(klaverjassen.determinize(observation, rng)).join(',');
        expect(all.has(dealt)).toBe(true);
        seen.add(dealt);
      }
      expect(seen.size).toBe(all.size);
      const free =
        cards.length === 0
          ? 1
          : sizes.reduce((n, s, k) => n * binom(cards.length - sizes.slice(0, k).reduce((a, b) => a + b, 0), s), 1);
      if (all.size < free) narrowed++;
      endgames++;
    }
    expect(endgames).toBeGreaterThan(100);
    expect(narrowed).toBeGreaterThan(60);
  });
});

function binom(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - i + 1)) / i;
  return r;
}
