// Staging Jatten positions: an empty table, cards put where a test wants them, a Chance
// that makes the blind draws come out as the test says, and the table read back.
import { type Chance, SeededChance } from '../../../src/core/chance.js';
import { STREAM } from '../../../src/core/seeds.js';
import type { JattenAction } from '../../../src/games/jatten/actions.js';
import { jatten } from '../../../src/games/jatten/index.js';
import { CARD_COUNT, KINDS, NUMBERS, PHASE, type JattenState, kindOf } from '../../../src/games/jatten/state.js';

const SYMBOL = { '': 0, '+1': 1, eye: 2, swap: 3 } as const;

/** '4' a plain 4, '4+1', '4eye', '4swap' (2→3). */
export function card(name: string): number {
  const m = /^([1-7])(\+1|eye|swap)?$/.exec(name);
  if (!m) throw new Error(`bad card ${name}`);
  return kindOf(Number(m[1]), SYMBOL[(m[2] ?? '') as keyof typeof SYMBOL]);
}

/** A table with every hand, collection and pile empty, seat 0 to play. */
export function emptyTable(players: number, options: Record<string, unknown> = {}): JattenState {
  const s = jatten.setup(players, jatten.options.parse(options), new SeededChance(1));
  for (const a of [s.hands, s.handSize, s.collections, s.numbers, s.discard, s.known, s.seen]) a.fill(0);
  s.seenTurn.fill(-1);
  s.swindler.fill(1);
  s.deckTop = CARD_COUNT;
  s.discardSize = 0;
  s.phase = PHASE.play;
  s.thief = 0;
  return s;
}

export function toHand(s: JattenState, seat: number, ...cards: string[]): void {
  for (const c of cards) {
    s.hands[seat * KINDS + card(c)]++;
    s.handSize[seat]++;
  }
}

export function toCollection(s: JattenState, seat: number, ...cards: string[]): void {
  for (const c of cards) {
    const k = card(c);
    s.collections[seat * KINDS + k]++;
    s.numbers[seat * NUMBERS + (k >> 2)]++;
  }
}

export function toDiscard(s: JattenState, ...cards: string[]): void {
  for (const c of cards) {
    s.discard[card(c)]++;
    s.discardSize++;
  }
}

/** Puts `cards` on the deck, the first on top, above whatever it held. */
export function stackDeck(s: JattenState, ...cards: string[]): void {
  const below = Array.from(s.deck.subarray(s.deckTop));
  const all = [...cards.map(card), ...below];
  s.deckTop = CARD_COUNT - all.length;
  s.deck.set(all, s.deckTop);
}

/** Blind draws from the victim's hand come out in this order ('swindler' for it). Other
 * streams (reshuffles) are seeded. */
export function rigged(s: JattenState, draws: string[]): Chance {
  let i = 0;
  const seeded = new SeededChance(7);
  return {
    stream: (...key: number[]) => {
      if (key[0] !== STREAM.roll) return seeded.stream(...key);
      const wanted = draws[i++];
      if (wanted === undefined) throw new Error('rigged chance ran out of draws');
      const v = s.victim;
      const index = () => {
        if (wanted === 'swindler') return 0;
        const kind = card(wanted);
        if (s.hands[v * KINDS + kind] === 0) throw new Error(`seat ${v} holds no ${wanted}`);
        let r = s.swindler[v];
        for (let k = 0; k < kind; k++) r += s.hands[v * KINDS + k];
        return r;
      };
      return { next: () => 0, int: () => index() };
    },
  };
}

/** Plays `action`; the chance only matters where a test does not rig it. */
export const act = (s: JattenState, action: JattenAction, chance: Chance = new SeededChance(3)): void =>
  jatten.apply(s, action, chance);

/** The legal actions as JSON, to compare with a list written out. */
export const legal = (s: JattenState): string[] => jatten.legalActions(s).map((a) => JSON.stringify(a));

export const deckCount = (s: JattenState): number => CARD_COUNT - s.deckTop;

/** Hand of a seat as card names, sorted. */
export function handOf(s: JattenState, seat: number): string[] {
  return namesOf(s.hands, seat * KINDS);
}

export function collectionOf(s: JattenState, seat: number): string[] {
  return namesOf(s.collections, seat * KINDS);
}

const SUFFIX = ['', '+1', 'eye', 'swap'];
function namesOf(counts: Int8Array, base: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < KINDS; k++) for (let c = 0; c < counts[base + k]; c++) out.push(`${(k >> 2) + 1}${SUFFIX[k & 3]}`);
  return out;
}
