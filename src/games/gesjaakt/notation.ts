// Helpers for bot authors over Gesjaakt's view (docs/games/gesjaakt.md): cards are their
// values, a seat's taken cards a list. The counting is score.ts's own, so a helper can
// never disagree with the score the game gives.
import { cardCost as costOnTable, penaltyPoints as pointsOnTable } from './score.js';
import { HIGHEST, LOWEST, NOBODY } from './state.js';

/** A card's value from its name ("17", or 17 itself), or undefined when it is no card 3..35. */
export function parseCard(name: string | number): number | undefined {
  const value = typeof name === 'number' ? name : Number(name.trim());
  return Number.isInteger(value) && value >= LOWEST && value <= HIGHEST ? value : undefined;
}

/** A card's name, as records and the view write it: its value. */
export function formatCard(card: number): string {
  return String(card);
}

/** The game's card order, ascending: lower cards cost fewer points. */
export function compareCards(a: number, b: number): number {
  return a - b;
}

/** The owner table score.ts counts on, with `taken` as seat 0's cards. */
function tableOf(taken: readonly number[]): Int8Array {
  const owner = new Int8Array(HIGHEST + 2).fill(NOBODY);
  for (const card of taken) if (parseCard(card) !== undefined) owner[card] = 0;
  return owner;
}

/** What taking `card` would add to the card points of a seat holding `taken` (GS-5): a
 * card that joins a run from above adds nothing; one that extends a run downward adds
 * the difference. Can be negative (it joins two runs). */
export function cardCost(taken: readonly number[], card: number): number {
  return costOnTable(tableOf(taken), 0, card);
}

/** A seat's penalty points as they stand (GS-5): the lowest card of each run of
 * consecutive values in `taken`, minus its chips. Lower is better. */
export function penaltyPoints(taken: readonly number[], chips: number): number {
  return pointsOnTable(tableOf(taken), Int16Array.of(chips))[0];
}

/** The runs of consecutive values in `taken` (any order), each ascending, lowest run first:
 * [3, 5, 4, 10] gives [[3, 4, 5], [10]]. */
export function runsOf(taken: readonly number[]): number[][] {
  const owner = tableOf(taken);
  const runs: number[][] = [];
  for (let card = LOWEST; card <= HIGHEST; card++) {
    if (owner[card] === NOBODY) continue;
    if (owner[card - 1] === NOBODY) runs.push([]);
    runs[runs.length - 1].push(card);
  }
  return runs;
}

/** The cards this view has not seen: neither taken by anyone nor face up, ascending. They are
 * the 9 removed at the start and the `cardsLeft` still to come, in an order nobody knows. */
export function unseenCards(view: { readonly card: number; readonly taken: readonly (readonly number[])[] }): number[] {
  const seen = new Set<number>([view.card]);
  for (const cards of view.taken) for (const card of cards) seen.add(card);
  const unseen: number[] = [];
  for (let card = LOWEST; card <= HIGHEST; card++) if (!seen.has(card)) unseen.push(card);
  return unseen;
}
