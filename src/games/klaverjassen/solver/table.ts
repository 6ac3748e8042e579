// The transposition table: bounds on a position's value met at the start of a trick,
// keyed by the cards still out (who holds which is fixed for one deal) and a few small
// facts packed in `facts` (leader, won-every-trick flags, what else the value depends on).
// One entry a slot, the newer replacing the older; a new deal starts a new generation, so
// nothing is cleared between deals.

const BITS = 18;
const SIZE = 1 << BITS;
/** No bound: beyond any value the search returns. */
export const INF = 1 << 20;

export class Table {
  private readonly cards = new Int32Array(SIZE);
  private readonly facts = new Int32Array(SIZE);
  private readonly generation = new Int32Array(SIZE);
  readonly lower = new Int32Array(SIZE);
  readonly upper = new Int32Array(SIZE);
  readonly move = new Int8Array(SIZE);
  private current = 1;

  /** Forgets every entry (in O(1): a new generation). */
  clear(): void {
    this.current++;
    if (this.current === 0x7fffffff) {
      this.generation.fill(0);
      this.current = 1;
    }
  }

  private slot(cards: number, facts: number): number {
    return Math.imul(cards ^ Math.imul(facts + 1, 0x27d4eb2d), 0x9e3779b1) >>> (32 - BITS);
  }

  /** The slot holding this position, or -1. */
  find(cards: number, facts: number): number {
    const i = this.slot(cards, facts);
    return this.generation[i] === this.current && this.cards[i] === cards && this.facts[i] === facts ? i : -1;
  }

  /** Narrows the stored bounds with a search's result: `lower` ≤ value ≤ `upper`. */
  store(cards: number, facts: number, lower: number, upper: number, move: number): void {
    const i = this.slot(cards, facts);
    if (this.generation[i] === this.current && this.cards[i] === cards && this.facts[i] === facts) {
      if (lower > this.lower[i]) this.lower[i] = lower;
      if (upper < this.upper[i]) this.upper[i] = upper;
    } else {
      this.generation[i] = this.current;
      this.cards[i] = cards;
      this.facts[i] = facts;
      this.lower[i] = lower;
      this.upper[i] = upper;
    }
    this.move[i] = move;
  }
}
