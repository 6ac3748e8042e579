// The search: alpha-beta with null-window probes (MTD(f)) over the Position, a
// transposition table at the start of each trick, bounds from the points and roem still
// out, merged and ordered cards (order.ts).
//
// The objective. A round's value for the playing team is not a sum over tricks (nat
// gives every point to the other team), but w = 2 · its card points + its roem − the
// other's roem − 162, + 100 if it takes every trick, is; and for v ≥ 1, value ≥ v exactly
// when w ≥ v (a team that is not nat scores w; a nat one scores −162 or less). So the
// minimax of w, when it is ≥ 1, is the value. When it is ≤ 0 the other team can hold the
// playing team nat, and the value is −162 − all roem − 100 if the other team takes every
// trick: the second search ('nat') finds the most of that roem and pit the other team can
// make while keeping it nat. Its leaves where the playing team is not nat count as 1 (any
// value ≥ 1 gives the same minimax below 1). That value only grows with w so far, so the
// table keeps each bound with the w it was proven at (table.ts) instead of keying on w.
import { legalCards } from '../follow.js';
import { INF, Table } from './table.js';
import { merge, order } from './order.js';
import { Position } from './position.js';
import { heldRoemBound, pointsOf, roemBound, trickRoemOf } from './tables.js';
import { topTrumps } from './sure.js';
import { LAST_TRICK } from '../cards.js';

/** The nat search's value of a leaf where the playing team is not nat. */
export const NOT_NAT = 1;
const PIT = 100;

/** What the search may use; the tests turn parts off to check the rest against them. */
interface SearchSwitches {
  table: boolean;
  merge: boolean;
  bounds: boolean;
}

export const switches: SearchSwitches = { table: true, merge: true, bounds: true };

export const position = new Position();
/** Nodes searched since the process started: the bench's measure of work, which, unlike
 * time, no other load on the machine changes. */
export const work = { nodes: 0 };
const table = new Table();
/** Cards tried per ply, and their ordering scores. */
const list = new Int8Array(33 * 8);
const scores = new Int32Array(33 * 8);
let nat = false;
/** Per ply, the last card that cut the search off there (the killer heuristic). */
const killers = new Int32Array(33).fill(-1);

/** Starts a new deal: the table's entries were for another. */
export function newDeal(): void {
  table.clear();
  killers.fill(-1);
}

/** The minimax of w from the loaded position (see the top of this file), or `floor` when
 * it is at most that; it is at most `upper`. Null-window probes (MTD(f)) from `guess` (a
 * value close to it, such as another card's at the same position), else from the w of
 * the round played out with each seat's first card in the search's order; each probe's
 * bound is the next guess. */
export function solveW(floor: number, upper: number, guess = NaN): number {
  nat = false;
  let lower = floor;
  let g = Number.isNaN(guess) ? playout(0) : guess;
  if (g < lower) g = lower;
  if (g > upper) g = upper;
  while (lower < upper) {
    const beta = g === lower ? g + 1 : g;
    g = search(beta - 1, beta, 0);
    if (g < beta) upper = g;
    else lower = g;
  }
  return lower;
}

/** Whether the minimax of w from the loaded position is at least `t`: one null-window probe. */
export function wAtLeast(t: number): boolean {
  nat = false;
  return search(t - 1, t, 0) >= t;
}

/** w at the round's end with each seat playing the first card `order` gives it. */
function playout(depth: number): number {
  const p = position;
  if (p.count === 0 && p.tricksLeft === 0) return leaf(p);
  order(p, movesOf(p), -1, -1, list, scores, depth * 8);
  const card = list[depth * 8];
  p.play(card);
  const v = playout(depth + 1);
  p.undo(card);
  return v;
}

/** The minimax of the nat search's value, known to lie in [lower, upper]: roem and pit
 * come in tens, and little of them is the rule, so probes step down from the top, each
 * failing probe's bound the next one. */
export function solveNat(lower: number, upper: number): number {
  nat = true;
  while (lower < upper) {
    const g = search(upper - 1, upper, 0);
    if (g < upper) upper = g;
    else lower = g;
  }
  return lower;
}

/** The most w can be from the loaded position. */
export function wUpper(): number {
  const p = position;
  const cards = p.remaining() | trickCards(p);
  const roem = roemBound(cards, p.trump, p.tricksLeft);
  return p.w + 2 * (pointsOf(cards, p.trump) + LAST_TRICK) + roem + PIT;
}

/** The range the nat search's values of the loaded position lie in. */
export function natRange(): [number, number] {
  const p = position;
  const roem = roemBound(p.remaining() | trickCards(p), p.trump, p.tricksLeft);
  return [-(p.roem + roem + (p.allTheirs ? PIT : 0)), -p.roem];
}

function trickCards(p: Position): number {
  let cards = 0;
  for (let i = 0; i < p.count; i++) cards |= 1 << p.trick[i];
  return cards;
}

function leaf(p: Position): number {
  const w = p.allMine ? p.w + PIT : p.w;
  if (!nat) return w;
  if (w >= 1) return NOT_NAT;
  return -(p.roem + (p.allTheirs ? PIT : 0));
}

/** The last trick, every card forced: its winner, points and roem counted as `play`
 * would count them, and the leaf's value as `leaf` gives it, without playing the cards. */
function lastTrick(p: Position): number {
  const first = p.leader;
  const a = 31 - Math.clz32(p.hands[first]);
  const b = 31 - Math.clz32(p.hands[(first + 1) & 3]);
  const c = 31 - Math.clz32(p.hands[(first + 2) & 3]);
  const d = 31 - Math.clz32(p.hands[(first + 3) & 3]);
  const strength = p.strength;
  const led = (a >> 3) * 32;
  let winner = first;
  let top = strength[led + a];
  if (strength[led + b] > top) {
    top = strength[led + b];
    winner = first + 1;
  }
  if (strength[led + c] > top) {
    top = strength[led + c];
    winner = first + 2;
  }
  if (strength[led + d] > top) winner = first + 3;
  const points = p.points;
  const roem = trickRoemOf((1 << a) | (1 << b) | (1 << c) | (1 << d), a, p.trump);
  const mine = (winner & 1) === p.team;
  let w = mine ? p.w + 2 * (points[a] + points[b] + points[c] + points[d] + LAST_TRICK) + roem : p.w - roem;
  if (mine && p.allMine) w += PIT;
  if (!nat) return w;
  if (w >= 1) return NOT_NAT;
  return -(p.roem + roem + (!mine && p.allTheirs ? PIT : 0));
}

/** The table's packing of what a value at the start of a trick depends on besides the
 * cards: the leader and the won-every-trick flags. The nat search's value depends on w
 * so far too, but only grows with it: the table keeps the w its bounds hold at. */
function factsOf(p: Position): number {
  const base = p.leader | (p.allMine ? 4 : 0);
  return nat ? base | (p.allTheirs ? 8 : 0) | 16 : base;
}

// Stored values are relative to what the position has already scored, so that one entry
// serves every way of reaching the same cards: w for the w search; the roem for the nat
// search (whose not-nat value stays as it is).
function toStored(p: Position, v: number): number {
  if (!nat) return v - p.w;
  return v >= NOT_NAT ? v : v + p.roem;
}
function fromStored(p: Position, v: number): number {
  if (!nat) return v + p.w;
  return v >= NOT_NAT ? v : v - p.roem;
}

/** The cards the player to move may play (KJ-4, KJ-5). */
function movesOf(p: Position): number {
  const hand = p.hands[p.turn];
  if (p.count === 0) return hand;
  const best = p.best;
  return legalCards(
    hand,
    p.trump,
    p.amsterdam,
    p.trick[0] >> 3,
    best >= 16 ? best - 16 : -1,
    p.count >= 2 && p.bestSeat === ((p.turn + 2) & 3),
  );
}

function search(alpha: number, beta: number, depth: number): number {
  const p = position;
  work.nodes++;
  let key = 0;
  let facts = 0;
  let hint = -1;
  let allNat = false;
  /** The w the table's bounds are proven at (the nat search's; see Table.store). */
  let atW = 0;
  const boundary = p.count === 0;
  if (boundary) {
    if (p.tricksLeft <= 1) return p.tricksLeft === 0 ? leaf(p) : lastTrick(p);
    key = p.remaining();
    // The table first: most boundary nodes are found there.
    if (switches.table) {
      atW = nat ? p.w : 0;
      facts = factsOf(p);
      const i = table.find(key, facts);
      if (i >= 0) {
        const lo = fromStored(p, table.lower(i, atW));
        const hi = fromStored(p, table.upper(i, atW));
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
        hint = table.move(i);
      }
    }
    // Bounds: the points and roem still out, the pit while it is possible.
    const roem = heldRoemBound(p.hands, p.trump, p.tricksLeft);
    // What w can still gain at most and lose at most: the points and roem still out, the
    // pit while possible, less what the strongest trumps make sure of (sure.ts).
    let most = 2 * (pointsOf(key, p.trump) + LAST_TRICK) + roem + (p.allMine ? PIT : 0);
    let least = -roem;
    let theirPit = p.allTheirs;
    const top = switches.bounds ? topTrumps(p.hands, p.trump) : -1;
    if (top >= 0) {
      if ((top & 1) === p.team) {
        least += top & ~1;
        theirPit = false;
      } else {
        most -= (top & ~1) + (p.allMine ? PIT : 0);
      }
    }
    allNat = nat && p.w + most < 1;
    if (switches.bounds) {
      let lo: number;
      let hi: number;
      if (!nat) {
        lo = p.w + least;
        hi = p.w + most;
      } else {
        if (p.w + least >= 1) return NOT_NAT;
        lo = -(p.roem + roem + (theirPit ? PIT : 0));
        hi = allNat ? -p.roem : NOT_NAT;
      }
      if (lo >= beta) return lo;
      if (hi <= alpha) return hi;
    }
  }
  const seat = p.turn;
  const hand = p.hands[seat];
  const count = p.count;
  let moves = movesOf(p);
  if (switches.merge && (moves & (moves - 1)) !== 0) {
    let others = p.remaining() & ~hand;
    for (let i = 0; i < count; i++) others |= 1 << p.trick[i];
    moves = merge(moves, p.trump, others);
  }
  const at = depth * 8;
  const n = order(p, moves, hint, killers[depth], list, scores, at);
  const max = (seat & 1) === p.team;
  let best = max ? -INF : INF;
  let bestMove = list[at];
  let a = alpha;
  let b = beta;
  for (let i = at; i < at + n; i++) {
    const card = list[i];
    p.play(card);
    const v = search(a, b, depth + 1);
    p.undo(card);
    if (max) {
      if (v > best) {
        best = v;
        bestMove = card;
        if (v > a) a = v;
      }
    } else if (v < best) {
      best = v;
      bestMove = card;
      if (v < b) b = v;
    }
    if (a >= b) {
      killers[depth] = card;
      break;
    }
  }
  if (boundary && switches.table) {
    // Fail-soft: a result at or below alpha is an upper bound, at or above beta a lower one.
    const lo = best > alpha ? best : -INF;
    const hi = best < beta ? best : INF;
    table.store(key, facts, lo === -INF ? -INF : toStored(p, lo), hi === INF ? INF : toStored(p, hi), bestMove, atW);
  }
  return best;
}
