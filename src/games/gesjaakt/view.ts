// What a bot from outside tafel sees of Gesjaakt (a bot file, a program over the line
// protocol): the observation as plain JSON, cards as their values, taken cards listed per
// seat rather than as the 37-slot owner table the built-in bots index. Fixed: the example
// Python bot and docs/games/gesjaakt.md are written against exactly these names.
import type { GesjaaktAction } from './actions.js';
import { type GesjaaktObservation, HIGHEST, LOWEST } from './state.js';

export interface GesjaaktView {
  /** This seat, 0..players-1: always the seat to move when a bot is asked. */
  seat: number;
  /** Players at the table, 2..7. */
  players: number;
  /** The face-up card's value, 3..35. */
  card: number;
  /** Chips lying on the face-up card, 0 or more: the taker gets them. */
  pot: number;
  /** Every seat's chips, by seat (public, GS-2). */
  chips: number[];
  /** Every seat's taken cards, by seat, each list ascending (public, GS-2). */
  taken: number[][];
  /** Face-down cards still to come after the face-up one; the 9 removed cards not counted. */
  cardsLeft: number;
}

/** The observation as plain JSON, made anew (nothing in it is shared with the observation). */
export function view(obs: GesjaaktObservation): GesjaaktView {
  const { players, owner } = obs;
  const chips: number[] = new Array<number>(players);
  const taken: number[][] = new Array<number[]>(players);
  for (let s = 0; s < players; s++) {
    chips[s] = obs.chips[s];
    taken[s] = [];
  }
  // Ascending by construction: the cards are visited in order.
  for (let card = LOWEST; card <= HIGHEST; card++) if (owner[card] >= 0) taken[owner[card]].push(card);
  return { seat: obs.seat, players, card: obs.card, pot: obs.pot, chips, taken, cardsLeft: obs.cardsLeft };
}

/** 'TAKE', ' Pay ': the action in any case, with spaces around; anything else unchanged. */
export function readAnswer(answer: unknown): unknown {
  if (typeof answer !== 'string' || answer.length > 16) return answer;
  const word = answer.trim().toLowerCase();
  return word === 'take' || word === 'pay' ? (word satisfies GesjaaktAction) : answer;
}
