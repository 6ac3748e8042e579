// Jacht (Yacht) after ../shared/rules/jacht.nl.txt, with rulings JC-1 (1 or more players,
// 12 turns, up to 3 rolls, any dice rerolled), JC-2..JC-5 (scoring and the winner, in
// score.ts), G-1 (seat 0 starts, seats in order), G-2 (ties share the win, in the match
// loop) and G-3 (the decision cap, in the match loop).
// Dice come from the stream (roll, seat, round, roll number), so a seat sees the same
// dice for a seed whatever anyone decides: duplicate play depends on it.
import type { Chance } from '../../core/chance.js';
import { STREAM } from '../../core/seeds.js';
import { type JachtAction, isKeep } from './actions.js';
import { CATEGORY_COUNT, categoryIndex } from './categories.js';
import { DICE, FACES, HAND_COUNT, handIndex } from './dice.js';
import type { JachtOptions } from './options.js';
import { SCORE } from './score.js';
import { type JachtState, ROUNDS } from './state.js';

export function setup(players: number, _options: JachtOptions, chance: Chance, reuse?: JachtState): JachtState {
  // The last game's arrays, blanked (see Game.setup).
  const old = reuse?.players === players ? reuse : undefined;
  const state: JachtState = {
    players,
    round: 0,
    seat: 0,
    rollsUsed: 0,
    dice: old ? old.dice.fill(0) : new Int8Array(DICE),
    filled: old ? old.filled.fill(0) : new Uint16Array(players),
    sheet: (old ? old.sheet : new Int8Array(players * CATEGORY_COUNT)).fill(-1),
    totals: old ? old.totals.fill(0) : new Int16Array(players),
  };
  roll(state, 0, chance);
  return state;
}

/** Rerolls every die from index `kept` on, then sorts the dice. */
function roll(state: JachtState, kept: number, chance: Chance): void {
  state.rollsUsed++;
  const rng = chance.stream(STREAM.roll, state.seat, state.round, state.rollsUsed);
  const dice = state.dice;
  for (let i = kept; i < DICE; i++) dice[i] = 1 + rng.int(FACES);
  for (let i = 1; i < DICE; i++) {
    const d = dice[i];
    let j = i - 1;
    while (j >= 0 && dice[j] > d) {
      dice[j + 1] = dice[j];
      j--;
    }
    dice[j + 1] = d;
  }
}

export function currentPlayer(state: JachtState): number {
  return state.seat;
}

export function isTerminal(state: JachtState): boolean {
  return state.round >= ROUNDS;
}

/** Trusts `action` to be legal (see core/game.ts): a keep of these dice with a roll left,
 * or an open row. */
export function apply(state: JachtState, action: JachtAction, chance: Chance): void {
  if (isKeep(action)) {
    const keep = action.keep;
    for (let i = 0; i < keep.length; i++) state.dice[i] = keep[i];
    roll(state, keep.length, chance);
    return;
  }
  const seat = state.seat;
  const c = categoryIndex(action.category);
  const score = SCORE[c * HAND_COUNT + handIndex(state.dice)];
  state.filled[seat] |= 1 << c;
  state.sheet[seat * CATEGORY_COUNT + c] = score;
  state.totals[seat] += score;
  state.rollsUsed = 0;
  if (seat + 1 < state.players) state.seat = seat + 1;
  else {
    state.seat = 0;
    state.round++;
  }
  if (state.round < ROUNDS) roll(state, 0, chance);
  else state.dice.fill(0);
}

export function clone(state: JachtState): JachtState {
  // Four small arrays, each sliced: a search clones at every playout, and one buffer with
  // views on it cost a fifth more (a view makes the buffer leave V8's heap).
  // Written out, not spread: a state cloned from an observation (an object of another
  // shape) then has the shape of every other state, and search's calls stay monomorphic.
  return {
    players: state.players,
    round: state.round,
    seat: state.seat,
    rollsUsed: state.rollsUsed,
    dice: state.dice.slice(),
    filled: state.filled.slice(),
    sheet: state.sheet.slice(),
    totals: state.totals.slice(),
  };
}
