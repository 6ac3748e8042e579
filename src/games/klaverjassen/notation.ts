// Helpers for bot authors over Klaverjassen's notation (docs/games/klaverjassen.md): cards
// as the view and the legal list write them (`JH`), suits `C D H S`. Each is the game's
// own rule (cards.ts, trick.ts, follow.ts, roem.ts) behind names, so a helper can never
// disagree with what the game does.
import { NAMES, SUITS, cardPoints as pointsWithTrump, rankOf, suitOf } from './cards.js';
import { legalCards as allowedCards } from './follow.js';
import { roemOf } from './roem.js';
import { TRUMP_BASE, strength } from './trick.js';
import { type KlaverjasSuit, readCard } from './view.js';

export type { KlaverjasSuit };

const RANK_CHARS = '789TJQKA';
const CARD_WORDS = 'cards are written rank (7 8 9 T J Q K A) then suit (C D H S), as JH';

/** A card, read from its name. */
export interface KlaverjasCard {
  /** Its name as the view and actions write it: `JH`. */
  readonly name: string;
  /** `7 8 9 T J Q K A`: its rank, in the order of sequences for roem (KJ-6). */
  readonly rank: string;
  /** Its suit. */
  readonly suit: KlaverjasSuit;
}

/** The card `name` stands for (any case; `10H` for `TH`), or undefined for no card. */
export function parseCard(name: string): KlaverjasCard | undefined {
  const c = typeof name === 'string' ? readCard(name.trim()) : -1;
  return c < 0 ? undefined : { name: NAMES[c], rank: RANK_CHARS[rankOf(c)], suit: SUITS[suitOf(c)] as KlaverjasSuit };
}

/** A card's name from its rank (`7 8 9 T J Q K A`, or 10) and suit: (`J`, `H`) is `JH`.
 * Throws on a card Klaverjassen has not. */
export function formatCard(rank: string | number, suit: KlaverjasSuit): string {
  const name = `${rank === 10 ? 'T' : String(rank).toUpperCase()}${String(suit).toUpperCase()}`;
  const c = readCard(name);
  if (c < 0) throw new Error(`no Klaverjassen card of rank ${String(rank)} and suit ${String(suit)}; ${CARD_WORDS}`);
  return NAMES[c];
}

function cardOf(name: string): number {
  const c = typeof name === 'string' ? readCard(name.trim()) : -1;
  if (c < 0) throw new Error(`not a Klaverjassen card: ${JSON.stringify(name)}; ${CARD_WORDS}`);
  return c;
}

function suitIndex(suit: string | null | undefined, what: string): number {
  if (suit === null || suit === undefined) return -1;
  const s = typeof suit === 'string' && suit.length === 1 ? SUITS.indexOf(suit.toUpperCase()) : -1;
  if (s < 0) throw new Error(`not a suit for ${what}: ${JSON.stringify(suit)}; suits are C, D, H, S`);
  return s;
}

/** A card's strength in a trick with `trump`, led with `led`: any trump above every other
 * suit (J 9 A T K Q 8 7), then the suit led (A T K Q J 9 8 7); -1 for a card of another
 * suit, which cannot win. */
function trickStrength(card: number, trump: number, led: number): number {
  return strength(card, led < 0 ? suitOf(card) : led, trump);
}

/** Trick order: positive when `a` beats `b` in a trick with `trump` whose led suit is
 * `led` (by default `a`'s suit, as if `a` led), negative when `b` beats `a`, 0 when
 * neither can win (both off-suit) or they are the same card. Sorting with
 * `(a, b) => compareCards(b, a, trump, led)` puts the strongest first. */
export function compareCards(a: string, b: string, trump: KlaverjasSuit, led?: KlaverjasSuit | null): number {
  const t = suitIndex(trump, 'the trump');
  const x = cardOf(a);
  const l = led === undefined || led === null ? suitOf(x) : suitIndex(led, 'the suit led');
  return trickStrength(x, t, l) - trickStrength(cardOf(b), t, l);
}

/** A card's points with `trump` (KJ: trump J 20, 9 14, A 11, T 10, K 4, Q 3; other suits
 * A 11, T 10, K 4, Q 3, J 2; 7 and 8 nothing). */
export function cardPoints(card: string, trump: KlaverjasSuit): number {
  return pointsWithTrump(cardOf(card), suitIndex(trump, 'the trump'));
}

/** Which card wins a trick (its cards in the order played, the lead first): its index. */
export function trickWinner(cards: readonly string[], trump: KlaverjasSuit): number {
  if (cards.length === 0) throw new Error('a trick of no cards has no winner; give its cards in the order played');
  const t = suitIndex(trump, 'the trump');
  const led = suitOf(cardOf(cards[0]));
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    if (trickStrength(cardOf(cards[i]), t, led) > trickStrength(cardOf(cards[best]), t, led)) best = i;
  }
  return best;
}

/** The roem of a trick of four cards, any order (KJ-6): three in sequence 20, four 50,
 * trump K+Q 20 more, four alike 100, four jacks 200. */
export function roem(cards: readonly string[], trump: KlaverjasSuit): number {
  if (cards.length !== 4) throw new Error(`roem is counted on a trick of 4 cards, not ${cards.length}`);
  const [a, b, c, d] = cards.map(cardOf);
  return roemOf(a, b, c, d, suitIndex(trump, 'the trump'));
}

/** The cards of `hand` the rules allow on `trick` (its cards so far in the order played,
 * the lead first) with `trump` (KJ-4, KJ-5), in card order: the legal list a seat with
 * this hand would be given. */
export function legalCards(
  hand: readonly string[],
  trick: readonly string[],
  trump: KlaverjasSuit,
  trumping: 'rotterdam' | 'amsterdam' = 'rotterdam',
): string[] {
  if (trumping !== 'rotterdam' && trumping !== 'amsterdam') {
    throw new Error(`no trumping ${JSON.stringify(trumping)}: it is rotterdam or amsterdam`);
  }
  const t = suitIndex(trump, 'the trump');
  let mask = 0;
  for (const card of hand) mask |= 1 << cardOf(card);
  const played = trick.map(cardOf);
  const led = played.length > 0 ? suitOf(played[0]) : -1;
  let highest = -1;
  for (const card of played) if (suitOf(card) === t) highest = Math.max(highest, strength(card, led, t) - TRUMP_BASE);
  // The partner played two cards before this seat: winning when its card is the best so far.
  const partnerWinning = played.length >= 2 && trickWinner(trick, trump) === played.length - 2;
  const allowed = allowedCards(mask, t, trumping === 'amsterdam', led, highest, partnerWinning);
  return NAMES.filter((_, c) => (allowed >>> c) & 1);
}
