// The solver's position: the four hands as masks, the trick under way and what the round
// has scored so far, played and taken back in place (no state is cloned in the search).
// Scores are kept for the playing team as the search's objective needs them (search.ts):
// w = 2 · its card points + its roem − the other's roem − 162, and the roem of both.
import { LAST_TRICK, ROUND_POINTS } from '../cards.js';
import { PHASE, T, TRICKS, type KlaverjasState } from '../state.js';
import { POINTS, STRENGTH, trickRoemOf } from './tables.js';

const PLIES = 32;

export class Position {
  readonly hands = new Int32Array(4);
  /** The cards of the trick under way, in the order played. */
  readonly trick = new Int32Array(4);
  trump = 0;
  amsterdam = false;
  /** The playing team (its seat took the trump). */
  team = 0;
  /** Cards in the trick under way (0..3), its leader, whose turn it is. */
  count = 0;
  leader = 0;
  turn = 0;
  /** The strongest card's strength in the trick (tables.ts STRENGTH) and its seat. */
  best = -1;
  bestSeat = -1;
  /** Tricks not yet finished, the one under way included. */
  tricksLeft = TRICKS;
  w = 0;
  roem = 0;
  /** Whether the playing team, or the other, has won every trick so far. */
  allMine = true;
  allTheirs = true;
  strength: Int8Array = STRENGTH[0];
  points: Int8Array = POINTS[0];
  /** Undo records, one per card played in the search. */
  private ply = 0;
  private readonly savedBest = new Int32Array(PLIES);
  private readonly savedSeat = new Int32Array(PLIES);
  private readonly savedW = new Int32Array(PLIES);
  private readonly savedRoem = new Int32Array(PLIES);
  private readonly savedLeader = new Int32Array(PLIES);
  private readonly savedAll = new Int32Array(PLIES);
  /** The card a play wrote over in `trick` (a finished trick's, still needed after undo). */
  private readonly savedCard = new Int32Array(PLIES);

  /** Takes a state in the play phase. */
  load(state: KlaverjasState): void {
    const { t } = state;
    for (let s = 0; s < 4; s++) this.hands[s] = t[T.hands + s];
    this.trump = state.trump;
    this.amsterdam = state.amsterdam;
    this.team = state.player & 1;
    this.strength = STRENGTH[state.trump];
    this.points = POINTS[state.trump];
    const played = state.playedCount;
    this.count = played & 3;
    for (let i = 0; i < this.count; i++) this.trick[i] = t[T.played + played - this.count + i];
    this.leader = state.leader;
    this.turn = state.turn;
    this.best = this.count > 0 ? state.best : -1;
    this.bestSeat = this.count > 0 ? state.bestSeat : -1;
    this.tricksLeft = TRICKS - (played >> 2);
    const mine = this.team;
    const theirs = 1 - mine;
    this.w = 2 * t[T.points + mine] + t[T.roem + mine] - t[T.roem + theirs] - ROUND_POINTS;
    this.roem = t[T.roem] + t[T.roem + 1];
    this.allMine = t[T.tricks + theirs] === 0;
    this.allTheirs = t[T.tricks + mine] === 0;
    this.ply = 0;
    if (state.phase !== PHASE.play) throw new Error(`the solver takes a state in the play phase, not phase ${state.phase}`);
  }

  /** The cards still in the hands. */
  remaining(): number {
    return this.hands[0] | this.hands[1] | this.hands[2] | this.hands[3];
  }

  play(card: number): void {
    const k = this.ply++;
    this.savedBest[k] = this.best;
    this.savedSeat[k] = this.bestSeat;
    const seat = this.turn;
    const count = this.count;
    if (count === 0) {
      this.best = this.strength[(card >> 3) * 32 + card];
      this.bestSeat = seat;
    } else {
      const s = this.strength[(this.trick[0] >> 3) * 32 + card];
      if (s > this.best) {
        this.best = s;
        this.bestSeat = seat;
      }
    }
    this.hands[seat] &= ~(1 << card);
    this.savedCard[k] = this.trick[count];
    this.trick[count] = card;
    if (count < 3) {
      this.count = count + 1;
      this.turn = (seat + 1) & 3;
      return;
    }
    this.finishTrick(k);
  }

  private finishTrick(k: number): void {
    const { trick, points } = this;
    this.savedW[k] = this.w;
    this.savedRoem[k] = this.roem;
    this.savedLeader[k] = this.leader;
    this.savedAll[k] = (this.allMine ? 1 : 0) | (this.allTheirs ? 2 : 0);
    const a = trick[0];
    const mask = (1 << a) | (1 << trick[1]) | (1 << trick[2]) | (1 << trick[3]);
    let pts = points[a] + points[trick[1]] + points[trick[2]] + points[trick[3]];
    if (this.tricksLeft === 1) pts += LAST_TRICK;
    const roem = trickRoemOf(mask, a, this.trump);
    const winner = this.bestSeat;
    if ((winner & 1) === this.team) {
      this.w += 2 * pts + roem;
      this.allTheirs = false;
    } else {
      this.w -= roem;
      this.allMine = false;
    }
    this.roem += roem;
    this.tricksLeft--;
    this.count = 0;
    this.leader = winner;
    this.turn = winner;
  }

  /** Takes back the last card played, `card`. */
  undo(card: number): void {
    const k = --this.ply;
    if (this.count === 0) {
      // The card finished a trick.
      this.w = this.savedW[k];
      this.roem = this.savedRoem[k];
      this.leader = this.savedLeader[k];
      const all = this.savedAll[k];
      this.allMine = (all & 1) !== 0;
      this.allTheirs = (all & 2) !== 0;
      this.tricksLeft++;
      this.count = 4;
    }
    this.count--;
    this.trick[this.count] = this.savedCard[k];
    const seat = (this.leader + this.count) & 3;
    this.hands[seat] |= 1 << card;
    this.turn = seat;
    this.best = this.savedBest[k];
    this.bestSeat = this.savedSeat[k];
  }
}
