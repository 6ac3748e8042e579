// Playing a card and finishing a trick: who wins it (the text's strength tables), what
// play shows of the player's hand (legal.ts), the roem and its claim (KJ-6, KJ-7), the
// last trick's 10. A finished round is scored and the next one dealt (round.ts).
import type { Chance } from '../../core/chance.js';
import { LAST_TRICK, PLAIN_STRENGTH, TRUMP_STRENGTH, bit, cardPoints, rankOf, suitOf } from './cards.js';
import { legalCards, shownAbsent } from './follow.js';
import { trickRoem } from './roem.js';
import { endRound } from './round.js';
import { PHASE, T, TRICKS, type KlaverjasState } from './state.js';

/** Trump strengths sit above every plain one: any trump beats any other suit. */
export const TRUMP_BASE = 16;

/** A card's strength in a trick led with `led`: -1 for a card of another suit, no trump. */
export function strength(card: number, led: number, trump: number): number {
  const suit = suitOf(card);
  if (suit === trump) return TRUMP_BASE + TRUMP_STRENGTH[rankOf(card)];
  return suit === led ? PLAIN_STRENGTH[rankOf(card)] : -1;
}

/** What the trick helpers read: a state, or an observation (a bot's view of the trick). */
type TrickView = Pick<KlaverjasState, 't' | 'turn' | 'trump' | 'amsterdam' | 'playedCount' | 'best' | 'bestSeat'>;

/** The suit led in the trick under way, -1 before its first card. */
export function ledSuit(state: TrickView): number {
  const pos = state.playedCount & 3;
  return pos === 0 ? -1 : suitOf(state.t[T.played + state.playedCount - pos]);
}

/** The strength of the highest trump in the trick under way, -1 for none. */
export function highestTrump(state: TrickView): number {
  return (state.playedCount & 3) !== 0 && state.best >= TRUMP_BASE ? state.best - TRUMP_BASE : -1;
}

/** Whether the current player's partner is winning the trick under way. */
export function partnerWinning(state: TrickView): boolean {
  return (state.playedCount & 3) >= 2 && state.bestSeat === ((state.turn + 2) & 3);
}

/** The cards the current player may play, as a mask (KJ-4, KJ-5). From an observation
 * it is the observer's own when it is the observer's turn. */
export function legalMask(state: TrickView): number {
  return legalCards(
    state.t[T.hands + state.turn],
    state.trump,
    state.amsterdam,
    ledSuit(state),
    highestTrump(state),
    partnerWinning(state),
  );
}

export function playCard(state: KlaverjasState, card: number, chance: Chance): void {
  const { t } = state;
  const seat = state.turn;
  const i = state.playedCount;
  const pos = i & 3;
  if (pos === 0) {
    state.leader = seat;
    t[T.leaders + (i >> 2)] = seat;
    state.best = strength(card, suitOf(card), state.trump);
    state.bestSeat = seat;
  } else {
    const led = suitOf(t[T.played + i - pos]);
    const absent = shownAbsent(card, state.trump, state.amsterdam, led, highestTrump(state), partnerWinning(state));
    t[T.excluded + seat] |= absent;
    const s = strength(card, led, state.trump);
    if (s > state.best) {
      state.best = s;
      state.bestSeat = seat;
    }
  }
  t[T.hands + seat] &= ~bit(card);
  t[T.played + i] = card;
  state.playedCount = i + 1;
  if (pos < 3) {
    state.turn = (seat + 1) & 3;
    return;
  }
  const roem = trickRoem(t, T.played + i - 3, state.trump);
  if (roem > 0 && !state.autoRoem) {
    // KJ-7: the winner decides whether to claim.
    state.pendingRoem = roem;
    state.turn = state.bestSeat;
    state.phase = PHASE.claim;
    return;
  }
  finishTrick(state, roem, chance);
}

/** Credits the trick just played to its winner's team, with `claimed` roem. */
export function finishTrick(state: KlaverjasState, claimed: number, chance: Chance): void {
  const { t, trump } = state;
  const k = (state.playedCount >> 2) - 1;
  const winner = state.bestSeat;
  const team = winner & 1;
  const at = T.played + 4 * k;
  let points =
    cardPoints(t[at], trump) + cardPoints(t[at + 1], trump) + cardPoints(t[at + 2], trump) + cardPoints(t[at + 3], trump);
  if (k === TRICKS - 1) points += LAST_TRICK;
  t[T.points + team] += points;
  t[T.roem + team] += claimed;
  t[T.tricks + team]++;
  t[T.winners + k] = winner;
  t[T.trickRoem + k] = claimed;
  state.pendingRoem = 0;
  if (k === TRICKS - 1) {
    endRound(state, chance);
    return;
  }
  state.leader = winner;
  state.turn = winner;
  state.phase = PHASE.play;
}
