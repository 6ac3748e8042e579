// The transposition table: bounds on a position's value met at the start of a trick,
// keyed by the cards still out (who holds which is fixed for one deal) and a few small
// facts packed in `facts` (leader, won-every-trick flags, what else the value depends on).
// One entry a slot, the newer replacing the older; a new deal starts a new generation, so
// nothing is cleared between deals. An entry's fields sit side by side in one array, so a
// probe touches one cache line.

const BITS = 18;
const SIZE = 1 << BITS;
const STRIDE = 8;
const CARDS = 0;
const FACTS = 1;
const GENERATION = 2;
const LOWER = 3;
const UPPER = 4;
const MOVE = 5;
/** The w at which the lower bound was proven, and the upper (see `store`). */
const AT_LOWER = 6;
const AT_UPPER = 7;
/** No bound: beyond any value the search returns. */
export const INF = 1 << 20;

export class Table {
  private readonly slots = new Int32Array(SIZE * STRIDE);
  private current = 1;

  /** Forgets every entry (in O(1): a new generation). */
  clear(): void {
    this.current++;
    if (this.current === 0x7fffffff) {
      for (let i = GENERATION; i < this.slots.length; i += STRIDE) this.slots[i] = 0;
      this.current = 1;
    }
  }

  private slot(cards: number, facts: number): number {
    return (Math.imul(cards ^ Math.imul(facts + 1, 0x27d4eb2d), 0x9e3779b1) >>> (32 - BITS)) * STRIDE;
  }

  /** The slot holding this position, or -1. */
  find(cards: number, facts: number): number {
    const i = this.slot(cards, facts);
    const s = this.slots;
    return s[i + GENERATION] === this.current && s[i + CARDS] === cards && s[i + FACTS] === facts ? i : -1;
  }

  /** The lower bound stored at slot `at` where it holds at `w`, else -INF. */
  lower(at: number, w: number): number {
    return w >= this.slots[at + AT_LOWER] ? this.slots[at + LOWER] : -INF;
  }
  /** The upper bound stored at slot `at` where it holds at `w`, else INF. */
  upper(at: number, w: number): number {
    return w <= this.slots[at + AT_UPPER] ? this.slots[at + UPPER] : INF;
  }
  /** The best card found there, the first to try. */
  move(at: number): number {
    return this.slots[at + MOVE];
  }

  /** Narrows the stored bounds with a search's result: `lower` ≤ value ≤ `upper` at `w`.
   * A value that can only grow with w (the nat search's: more w, less nat) keeps its
   * lower bound for every greater w and its upper for every smaller: so its entries
   * leave w out of the key, and a bound is kept unless the other one says more. A
   * search whose key holds all it depends on passes the same w always. */
  store(cards: number, facts: number, lower: number, upper: number, move: number, w: number): void {
    const i = this.slot(cards, facts);
    const s = this.slots;
    if (s[i + GENERATION] === this.current && s[i + CARDS] === cards && s[i + FACTS] === facts) {
      if (lower > -INF && !(s[i + LOWER] >= lower && s[i + AT_LOWER] <= w)) {
        s[i + LOWER] = lower;
        s[i + AT_LOWER] = w;
      }
      if (upper < INF && !(s[i + UPPER] <= upper && s[i + AT_UPPER] >= w)) {
        s[i + UPPER] = upper;
        s[i + AT_UPPER] = w;
      }
    } else {
      s[i + GENERATION] = this.current;
      s[i + CARDS] = cards;
      s[i + FACTS] = facts;
      s[i + LOWER] = lower;
      s[i + UPPER] = upper;
      s[i + AT_LOWER] = w;
      s[i + AT_UPPER] = w;
    }
    s[i + MOVE] = move;
  }
}
