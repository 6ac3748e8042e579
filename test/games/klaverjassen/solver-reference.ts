// An exact method for whole deals, independent of the solver's search (no w, no nat
// search, no merged cards, no bounds): alpha-beta on the round's score difference itself,
// with a table keyed by everything the rest of the round depends on (the cards out, the
// leader, what each team has scored, the won-every-trick flags). Slow, and plainly right.
import { legalCards } from '../../../src/games/klaverjassen/follow.js';
import { Position } from '../../../src/games/klaverjassen/solver/position.js';
import type { KlaverjasState } from '../../../src/games/klaverjassen/state.js';

/** The round's score difference for the team of `state.turn`, in the play phase. */
export function referenceValue(state: KlaverjasState): number {
  const p = new Position();
  p.load(state);
  const table = new Map<number, [number, number]>();
  const v = alphaBeta(p, -Infinity, Infinity, table);
  return (state.turn & 1) === p.team ? v : -v;
}

/** The playing team's score difference at the round's end (score.ts, from w and roem). */
function final(p: Position): number {
  const w = p.allMine ? p.w + 100 : p.w;
  return w >= 1 ? w : -(162 + p.roem + (p.allTheirs ? 100 : 0));
}

function alphaBeta(p: Position, alpha: number, beta: number, table: Map<number, [number, number]>): number {
  if (p.count === 0 && p.tricksLeft === 0) return final(p);
  let key = -1;
  if (p.count === 0) {
    // Below 2^53: 32 bits of cards, then leader, flags, w/2 and roem/10.
    const facts = p.leader | (p.allMine ? 4 : 0) | (p.allTheirs ? 8 : 0) | (((p.w + 1024) >> 1) << 4) | ((p.roem / 10) << 14);
    key = (p.remaining() >>> 0) + facts * 2 ** 32;
    const hit = table.get(key);
    if (hit) {
      if (hit[0] >= beta) return hit[0];
      if (hit[1] <= alpha) return hit[1];
      if (hit[0] === hit[1]) return hit[0];
    }
  }
  const seat = p.turn;
  const hand = p.hands[seat];
  const moves =
    p.count === 0
      ? hand
      : legalCards(
          hand,
          p.trump,
          p.amsterdam,
          p.trick[0] >> 3,
          p.best >= 16 ? p.best - 16 : -1,
          p.count >= 2 && p.bestSeat === ((seat + 2) & 3),
        );
  const max = (seat & 1) === p.team;
  let best = max ? -Infinity : Infinity;
  let a = alpha;
  let b = beta;
  for (let m = moves; m !== 0; m &= m - 1) {
    const card = 31 - Math.clz32(m & -m);
    p.play(card);
    const v = alphaBeta(p, a, b, table);
    p.undo(card);
    if (max) {
      best = Math.max(best, v);
      a = Math.max(a, v);
    } else {
      best = Math.min(best, v);
      b = Math.min(b, v);
    }
    if (a >= b) break;
  }
  if (key >= 0) {
    const old = table.get(key) ?? [-Infinity, Infinity];
    const lo = best > alpha ? best : -Infinity;
    const hi = best < beta ? best : Infinity;
    table.set(key, [Math.max(old[0], lo), Math.min(old[1], hi)]);
  }
  return best;
}
