import { defineBot } from '../../src/core/bot.js';
import { CALL, DRAW_CARD, type FatimaAction } from '../../src/games/fatima/actions.js';
import { HAND, type FatimaObservation, PHASE } from '../../src/games/fatima/state.js';
import { bestShed, handWithout, pointsOf, shownCards, takeableTop, takenCard, unseenPoints } from './view.js';

/** The most points a hand of five can hold, and so the largest sum worth tracking. */
const MOST = 5 * 10;

/** Scratch, reused: a bot decides one thing at a time on one thread. */
const kept = new Int16Array(HAND);
const top = new Int16Array(HAND);
const unseen = new Float64Array(11);
const dist = new Float64Array(MOST + 1);
const next = new Float64Array(MOST + 1);

/** Builds sets and runs, counts what the others picked up and what is unseen, and calls
 * only when it is likely the lowest hand at the table. */
export const fatimaHeuristic = defineBot({
  name: 'heuristic',
  summary: 'keeps cards that make sets and runs, estimates the other hands, calls when likely lowest',
  games: ['fatima'],
  params: {
    keep: {
      default: 0.75,
      doc: 'weight of the points a kept hand could shed next turn (its best set or run) against its points now; 0 counts points only, 1 and above hoards sets',
      min: 0,
      max: 2,
    },
    confidence: {
      default: 0.8,
      doc: 'calls when the estimated chance that no other hand is lower (or as low, with tiesPenalized) is at least this',
      min: 0,
      max: 1,
    },
    takeMargin: {
      default: 3,
      doc: 'points a discarded card must save over the expected draw before it is taken rather than drawing',
      min: -10,
      max: 10,
    },
  },
  create: (params) => {
    const { keep, confidence, takeMargin } = params;

    /** Points now, less what the hand could shed next turn (weighted). */
    const value = (cards: Int16Array, n: number, longerRuns: boolean): number =>
      pointsOf(cards, n) - keep * bestShed(cards, n, longerRuns);

    /** The value of `cards[0..n)` plus the card `c`, in place at cards[n]. */
    const withCard = (cards: Int16Array, n: number, c: number, longerRuns: boolean): number => {
      // Kept in card order is not needed: groupKind reads any order.
      cards[n] = c;
      return value(cards, n + 1, longerRuns);
    };

    /** The expected value after drawing: the points of an average unseen card added. */
    const drawValue = (cards: Int16Array, n: number, longerRuns: boolean, mean: number): number =>
      value(cards, n, longerRuns) + mean;

    return {
      act: (obs: FatimaObservation, legal: readonly FatimaAction[]): FatimaAction => {
        const count = unseenPoints(obs, unseen);
        let mean = 0;
        for (let p = 0; p <= 10; p++) mean += p * unseen[p];
        mean = count > 0 ? mean / count : 5;
        const runs = obs.longerRuns;
        if (obs.phase === PHASE.pickup) {
          // The hand as it is after the discard just made.
          const n = obs.handSize[obs.seat];
          for (let i = 0; i < n; i++) kept[i] = obs.hand[i];
          let best: FatimaAction = legal.includes(DRAW_CARD) ? DRAW_CARD : legal[0];
          let bestValue = legal.includes(DRAW_CARD) ? drawValue(kept, n, runs, mean) - takeMargin : Infinity;
          for (const a of legal) {
            const c = takenCard(a);
            if (c < 0) continue;
            const v = withCard(kept, n, c, runs);
            if (v < bestValue) {
              bestValue = v;
              best = a;
            }
          }
          return best;
        }
        if (legal[0] === CALL && safeToCall(obs, unseen, count) >= confidence) return CALL;
        const takes = takeableTop(obs, top);
        let best = legal[0] === CALL ? legal[1] : legal[0];
        let bestValue = Infinity;
        for (const a of legal) {
          if (a === CALL) continue;
          const n = handWithout(obs, a, kept);
          let v = drawValue(kept, n, runs, mean) - takeMargin;
          for (let t = 0; t < takes; t++) v = Math.min(v, withCard(kept, n, top[t], runs));
          if (v < bestValue) {
            bestValue = v;
            best = a;
          }
        }
        return best ?? legal[0];
      },
    };
  },
});

/** The chance that no other player still in holds fewer points (or as few, when ties are
 * penalized): each hand is its cards picked up in view plus its other cards drawn from
 * the unseen ones (by their points, as if with replacement), taken as independent. */
export function safeToCall(obs: FatimaObservation, unseen: Float64Array, count: number): number {
  const mine = pointsOf(obs.hand, obs.handSize[obs.seat]);
  let safe = 1;
  for (let s = 0; s < obs.players; s++) {
    if (s === obs.seat || obs.out[s] !== 0) continue;
    const shown = shownCards(obs, s);
    const hidden = obs.handSize[s] - shown.count;
    dist.fill(0);
    dist[Math.min(shown.points, MOST)] = 1;
    for (let k = 0; k < hidden && count > 0; k++) {
      next.fill(0);
      for (let v = 0; v <= MOST; v++) {
        if (dist[v] === 0) continue;
        for (let p = 0; p <= 10 && v + p <= MOST; p++) next[v + p] += (dist[v] * unseen[p]) / count;
      }
      dist.set(next);
    }
    // Undercut: strictly fewer, or as few with tiesPenalized (FT-3).
    let under = 0;
    const limit = obs.tiesPenalized ? mine : mine - 1;
    for (let v = 0; v <= Math.min(limit, MOST); v++) under += dist[v];
    safe *= 1 - under;
  }
  return safe;
}
