// What a bot from outside tafel sees of Bluf, and how its answers are read.
import type { BlufAction } from './actions.js';
import type { BlufObservation } from './state.js';

/** The observation as plain JSON: what a bot file or a program gets at each decision. */
export interface BlufView {
  /** This seat, 0..players-1. */
  seat: number;
  /** Players at the table, 2..4. */
  players: number;
  /** Hands in the game. */
  hands: number;
  /** The hand under way, from 0. */
  hand: number;
  /** This seat's own card, 1..players + 1: the highest still in takes the pot. */
  card: number;
  /** Chips each seat has put in the pot this hand, by seat. */
  stakes: number[];
  /** Who has folded this hand, by seat. */
  folded: boolean[];
  /** Who bet this hand, or null while nobody has. */
  bettor: number | null;
  /** The seat to act. */
  turn: number;
  /** Decisions left in this round of betting. */
  left: number;
  /** Chips won (or lost, below 0) over the hands played, by seat. */
  chips: number[];
}

/** Made anew each time: no array of the observation is handed on. */
export function view(obs: BlufObservation): BlufView {
  return {
    seat: obs.seat,
    players: obs.players,
    hands: obs.hands,
    hand: obs.hand,
    card: obs.card,
    stakes: obs.stakes.slice(),
    folded: obs.folded.slice(),
    bettor: obs.bettor < 0 ? null : obs.bettor,
    turn: obs.turn,
    left: obs.left,
    chips: obs.chips.slice(),
  };
}

const WORDS: ReadonlySet<string> = new Set<BlufAction>(['check', 'bet', 'call', 'fold']);

/** 'BET', ' Fold ': a word in any case, with spaces around. Anything else is left as it
 * was (the match loop then finds it illegal); never throws. */
export function readAnswer(answer: unknown): unknown {
  if (typeof answer !== 'string' || answer.length > 16) return answer;
  const word = answer.trim().toLowerCase();
  return WORDS.has(word) ? word : answer;
}
