// The frame around the phases: dealing a game (JT-2), passing the turn, the win at the
// end of one's own turn (JT-12) and the next game of a tournament (JT-14).
import type { Chance } from '../../core/chance.js';
import { drawToCollection, drawToHand, freshDeck } from './deck.js';
import { largestNumber, scoreGame } from './score.js';
import { FORCED_REFILL, NO_VICTIM, PHASE, type JattenState, WINNING_COUNT } from './state.js';

/** JT-2: seven cards each, then the start player draws 1 into their collection, the next 2… */
export function dealGame(state: JattenState, chance: Chance): void {
  const { players, startPlayer } = state;
  for (const a of [state.hands, state.handSize, state.collections, state.numbers, state.discard, state.known, state.seen])
    a.fill(0);
  state.swindler.fill(1);
  state.seenTurn.fill(-1);
  state.discardSize = 0;
  state.reshuffles = 0;
  state.middleSize = 0;
  state.middleMask = 0;
  state.deckTop = 0;
  freshDeck(state.deck, state.composition, chance, state.gameIndex);
  for (let i = 0; i < players; i++) {
    const seat = (startPlayer + i) % players;
    for (let c = 0; c < FORCED_REFILL; c++) drawToHand(state, seat, chance);
  }
  for (let i = 0; i < players; i++) {
    const seat = (startPlayer + i) % players;
    for (let c = 0; c <= i; c++) drawToCollection(state, seat, chance);
  }
  state.winner = -1;
  beginTurn(state, startPlayer);
}

/** JT-3: phase 1 only when the hand holds a number card. */
function beginTurn(state: JattenState, thief: number): void {
  state.thief = thief;
  state.victim = NO_VICTIM;
  state.drawIndex = 0;
  state.phase = state.handSize[thief] > 0 ? PHASE.play : PHASE.victim;
}

/** JT-12: only the player whose turn ends can win, with six or more of one number. */
export function endTurn(state: JattenState, chance: Chance): void {
  const t = state.thief;
  state.turn++;
  if (largestNumber(state, t) >= WINNING_COUNT) return winGame(state, t, chance);
  beginTurn(state, (t + 1) % state.players);
}

/** JT-14: the game's points, then the next game of a series, or the end. */
function winGame(state: JattenState, winner: number, chance: Chance): void {
  state.winner = winner;
  scoreGame(state, winner);
  if (state.gameIndex + 1 >= state.games) {
    state.phase = PHASE.over;
    state.victim = NO_VICTIM;
    return;
  }
  state.gameIndex++;
  state.startPlayer = (state.startPlayer + 1) % state.players; // one seat left, clockwise
  dealGame(state, chance);
}
