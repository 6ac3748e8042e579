// Staging Fatima positions: hands, the discard pile and the top of the draw pile as a test
// wants them, every other card below in the draw pile, and the table read back in notation.
import { SeededChance } from '../../../src/core/chance.js';
import { cardName, parseCard } from '../../../src/games/fatima/cards.js';
import { NOT_A_DISCARD, groupKind, runEnds } from '../../../src/games/fatima/discards.js';
import { insertCard } from '../../../src/games/fatima/hand.js';
import { fatima } from '../../../src/games/fatima/index.js';
import { DRAW, HAND, KIND, PHASE, PILE, SHOWN, type FatimaState } from '../../../src/games/fatima/state.js';

export function card(name: string): number {
  const c = parseCard(name);
  if (c < 0) throw new Error(`no card ${name}`);
  return c;
}

export interface Staging {
  /** Each seat's hand. */
  readonly hands: readonly (readonly string[])[];
  /** The discard pile, bottom first; its last `top` cards (default 1) are the top group.
   * Default: one card nobody else names. */
  readonly pile?: readonly string[];
  readonly top?: number;
  /** The top of the draw pile, top first; the cards named nowhere lie below it. */
  readonly draw?: readonly string[];
  /** Leave only the named draw cards in the draw pile; the rest go to the bottom of the discard pile. */
  readonly drawOnly?: boolean;
  readonly current?: number;
  readonly totals?: readonly number[];
}

export function stage(options: Record<string, unknown>, s: Staging): FatimaState {
  const players = s.hands.length;
  const state = fatima.setup(players, fatima.options.parse(options), new SeededChance(1));
  const named = new Set<number>();
  const drawCards = (s.draw ?? []).map(card);
  // Without a pile given, one card no hand or draw names (the highest of the first deck).
  const free = (c: number) => !s.hands.flat().map(card).includes(c) && !drawCards.includes(c);
  let opening = 51;
  while (!free(opening)) opening--;
  const pileCards = s.pile ? s.pile.map(card) : [opening];
  state.handSize.fill(0);
  state.hands.fill(-1);
  for (let seat = 0; seat < players; seat++) {
    if (s.hands[seat].length > HAND) throw new Error('a hand holds at most five cards');
    for (const name of s.hands[seat]) {
      insertCard(state, seat, card(name), seat);
      named.add(card(name));
    }
  }
  for (const c of [...pileCards, ...drawCards]) named.add(c);
  if (named.size !== s.hands.flat().length + pileCards.length + drawCards.length) throw new Error('a card is named twice');
  const rest: number[] = [];
  for (let c = 0; c < state.cards; c++) if (!named.has(c)) rest.push(c);
  const bottom = s.drawOnly ? rest : [];
  const under = s.drawOnly ? [] : rest;
  state.pile.fill(-1);
  const pile = [...bottom, ...pileCards];
  pile.forEach((c, i) => {
    state.pile[i] = c;
    state.place[c] = PILE;
  });
  state.pileSize = pile.length;
  const top = s.top ?? 1;
  state.topStart = pile.length - top;
  const group = pile.slice(state.topStart).sort((a, b) => a - b);
  const kind = groupKind(group, group.length, true);
  if (kind === NOT_A_DISCARD) throw new Error('the top group is no discard');
  state.topKind = kind;
  const ends = kind === KIND.run ? runEnds(group, group.length) : { low: -1, high: -1 };
  state.topLow = ends.low;
  state.topHigh = ends.high;
  // Top first as given: the draw pile's top is its last entry.
  const draw = [...under, ...[...drawCards].reverse()];
  draw.forEach((c, i) => {
    state.drawPile[i] = c;
    state.place[c] = DRAW;
    state.gen[c] = 0;
  });
  state.drawSize = draw.length;
  state.phase = PHASE.discard;
  state.current = s.current ?? 0;
  state.starter = state.current;
  if (s.totals) s.totals.forEach((t, i) => (state.totals[i] = t));
  return state;
}

export function handOf(state: FatimaState, seat: number): string[] {
  return Array.from(state.hands.subarray(seat * HAND, seat * HAND + state.handSize[seat]), (c) => cardName(c));
}

export function topGroup(state: FatimaState): string[] {
  return Array.from(state.pile.subarray(state.topStart, state.pileSize), (c) => cardName(c));
}

/** Plays actions from legalActions by their words, failing on one that is not legal. */
export function play(state: FatimaState, ...actions: string[]): void {
  const chance = new SeededChance(7);
  for (const a of actions) {
    const legal = fatima.legalActions(state);
    if (!legal.includes(a)) throw new Error(`${a} is not legal here: ${legal.join(' | ')}`);
    fatima.apply(state, a, chance);
  }
}

/** The discards (not `call`) the player to move may make. */
export function discards(state: FatimaState): string[] {
  return fatima.legalActions(state).filter((a) => a !== 'call');
}

/** Every card in exactly one place, and `place` saying which: the conservation law. Returns
 * what is wrong, or undefined. `seen` holds a stamp per card (seen[0] the last stamp), so a
 * check visits each card once and clears nothing: cheap enough for every action of
 * thousands of games. */
export function misplaced(state: FatimaState, seen: Int32Array): string | undefined {
  const { cards, players, place, hands, drawPile, pile } = state;
  const stamp = ++seen[0];
  let visited = 0;
  for (let s = 0; s < players; s++) {
    for (let i = s * HAND, end = i + state.handSize[s]; i < end; i++) {
      const c = hands[i];
      if (c < 0 || c >= cards || seen[c + 1] === stamp)
        return `seat ${s}'s hand holds ${c < 0 ? 'no card' : cardName(c)} twice or wrongly`;
      seen[c + 1] = stamp;
      visited++;
      if (place[c] !== s && place[c] !== s + SHOWN) return `${cardName(c)} is in seat ${s}'s hand but placed ${place[c]}`;
      if (i > s * HAND && hands[i - 1] >= c) return `seat ${s}'s hand is out of order`;
    }
  }
  for (let i = 0; i < state.drawSize; i++) {
    const c = drawPile[i];
    if (seen[c + 1] === stamp) return `${cardName(c)} in the draw pile is in two places`;
    seen[c + 1] = stamp;
    visited++;
    if (place[c] !== DRAW) return `${cardName(c)} is in the draw pile but placed ${place[c]}`;
  }
  for (let i = 0; i < state.pileSize; i++) {
    const c = pile[i];
    if (seen[c + 1] === stamp) return `${cardName(c)} on the discard pile is in two places`;
    seen[c + 1] = stamp;
    visited++;
    if (place[c] !== PILE) return `${cardName(c)} is on the discard pile but placed ${place[c]}`;
  }
  // No card twice, so `cards` visits mean every card once.
  return visited === cards ? undefined : `${cards - visited} cards are nowhere`;
}
