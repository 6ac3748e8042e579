// What the solver's tests hold it to: plain minimax over the game's own rules (apply on
// clones, every roem claimed, the round's end scored by score.ts), no pruning, no table;
// and random positions to ask it about, from seeded streams.
import { SeededChance } from '../../../src/core/chance.js';
import { SeededRng, shuffle } from '../../../src/core/rng.js';
import { ACTION, CLAIM, NO_CLAIM } from '../../../src/games/klaverjassen/actions.js';
import { lowestCard } from '../../../src/games/klaverjassen/cards.js';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { dealState } from '../../../src/games/klaverjassen/solver/index.js';
import { PHASE, T, type KlaverjasState } from '../../../src/games/klaverjassen/state.js';
import { legalMask } from '../../../src/games/klaverjassen/trick.js';

const chance = new SeededChance(0);

/** The round's score difference for the team of `state.turn` under best play. */
export function oracle(state: KlaverjasState): number {
  const team = state.turn & 1;
  const root: KlaverjasState = { ...state, t: state.t.slice(), autoRoem: true, rounds: state.round + 1 };
  if (root.phase === PHASE.claim) klaverjassen.apply(root, ACTION[CLAIM], chance);
  const v = minimax(root, state.round);
  return team === 0 ? v : -v;
}

/** Each card of `legal` played, then the oracle for the mover's team. */
export function oracleCards(state: KlaverjasState, legal: readonly string[]): number[] {
  const team = state.turn & 1;
  return legal.map((card) => {
    const next: KlaverjasState = { ...state, t: state.t.slice(), autoRoem: true, rounds: state.round + 1 };
    klaverjassen.apply(next, card, chance);
    const v = minimax(next, state.round);
    return team === 0 ? v : -v;
  });
}

/** Team 0's score difference: team 0 maximizes, team 1 minimizes. */
function minimax(state: KlaverjasState, round: number): number {
  if (state.phase === PHASE.over) return state.t[T.roundScores + round * 2] - state.t[T.roundScores + round * 2 + 1];
  const max = (state.turn & 1) === 0;
  let best = max ? -Infinity : Infinity;
  for (let m = legalMask(state); m !== 0; m &= m - 1) {
    const next: KlaverjasState = { ...state, t: state.t.slice() };
    klaverjassen.apply(next, ACTION[lowestCard(m)], chance);
    const v = minimax(next, round);
    best = max ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

/** A random deal of `seed`: four hands of eight, a trump and a leader. */
export function randomDeal(rng: SeededRng, amsterdam: boolean) {
  const deck = Array.from({ length: 32 }, (_, c) => c);
  shuffle(deck, rng);
  const hands = [0, 1, 2, 3].map((s) => deck.slice(s * 8, s * 8 + 8).reduce((m, c) => m | (1 << c), 0));
  return { hands, trump: rng.int(4), leader: rng.int(4), amsterdam };
}

/** A random position of a random deal with `tricks` tricks or fewer to play: random play
 * to the point, with `extra` more cards into the trick under way. Roem is claimed at
 * random (the position may be a claim itself) unless `autoRoem`. */
export function randomPosition(seed: number, amsterdam: boolean, tricks: number, extra: number, autoRoem: boolean) {
  const rng = new SeededRng(seed);
  const state: KlaverjasState = { ...dealState(randomDeal(rng, amsterdam)), autoRoem };
  const stop = 32 - 4 * tricks + extra;
  while (state.playedCount < stop || state.phase === PHASE.claim) {
    if (state.phase === PHASE.claim) {
      if (state.playedCount >= stop && rng.int(2) === 0) break; // ask about the claim itself
      klaverjassen.apply(state, rng.int(2) === 0 ? ACTION[CLAIM] : ACTION[NO_CLAIM], chance);
      continue;
    }
    const legal = klaverjassen.legalActions(state);
    klaverjassen.apply(state, legal[rng.int(legal.length)], chance);
  }
  return state;
}
