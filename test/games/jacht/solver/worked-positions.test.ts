// The three worked positions of docs/findings.md ("Jacht: playing to win"), where playing
// to win chooses otherwise than the expected-score optimum. Each is in the last turns
// with the opponent's sheet full, so its numbers can be checked by hand; they are here
// as the findings give them.
import { describe, expect, it } from 'vitest';
import { ALL_FILLED, categoryIndex } from '../../../../src/games/jacht/categories.js';
import { handIndex, multisetIndex } from '../../../../src/games/jacht/dice.js';
import { decideTurn } from '../../../../src/games/jacht/solver/policy.js';
import { optimalTurn } from '../../../../src/games/jacht/solver/solution.js';
import { winTurnOf } from '../../../../src/games/jacht/solver/standing.js';
import { ROW_SPAN, decideToWin, winKeeps } from '../../../../src/games/jacht/solver/win-turn.js';

/** Every row filled but `open`. */
function filledBut(...open: string[]): number {
  let filled = ALL_FILLED;
  for (const id of open) filled &= ~(1 << categoryIndex(id));
  return filled;
}

/** The player to move (seat 0) `behind` points behind an opponent whose sheet is full. */
function lastTurns(open: string[], behind: number) {
  return winTurnOf({ seat: 0, filled: [filledBut(...open), ALL_FILLED], totals: [150, 150 + behind] });
}

function optimalChoice(open: string[], dice: number[], rollsLeft: number) {
  const filled = filledBut(...open);
  const { tables, after } = optimalTurn(filled);
  return decideTurn(tables, after, handIndex(dice), rollsLeft, rollsLeft >= 2);
}

describe('Jacht: three positions where playing to win flips the choice', () => {
  it('behind by 29, only choice open, 5,5,6,6,6 and a roll left: reroll a five for a tie, not the sure 28', () => {
    // Writing 28 loses. Rerolling one five makes 29, a tie, on a six (1/6 · ½ = 1/12);
    // rerolling both fives wins on 12 (1/36) and ties on 11 (2/36 · ½): 1/18.
    const turn = lastTurns(['choice'], 29);
    const hand = handIndex([5, 5, 6, 6, 6]);
    expect(turn.rowWin[categoryIndex('choice') * ROW_SPAN + 28]).toBe(0);
    const keeps = winKeeps(turn, 1);
    expect(keeps.win[multisetIndex([5, 6, 6, 6])]).toBeCloseTo(1 / 12, 12);
    expect(keeps.win[multisetIndex([6, 6, 6])]).toBeCloseTo(1 / 18, 12);
    expect(decideToWin(turn, hand, 1)).toEqual({ keep: [5, 6, 6, 6] });
    // Optimal: 28 now beats the 5 + 18 + 3.5 = 26.5 a reroll of one five expects.
    expect(optimalChoice(['choice'], [5, 5, 6, 6, 6], 1)).toEqual({ category: 'choice' });
  });

  it('behind by 68, yacht and fours open, five fours and no roll left: write 20 in fours and chase yacht', () => {
    // Yacht now (50) wins only with five fours next turn: (1 − (5/6)³)⁵ = (91/216)⁵.
    // Fours now (20) wins with a yacht next turn: 2,783,176 / 6⁶... the known 4.6029%.
    const turn = lastTurns(['yacht', 'fours'], 68);
    const hand = handIndex([4, 4, 4, 4, 4]);
    expect(turn.rowWin[categoryIndex('yacht') * ROW_SPAN + 50]).toBeCloseTo((91 / 216) ** 5, 12);
    expect(turn.rowWin[categoryIndex('fours') * ROW_SPAN + 20]).toBeCloseTo(0.0460286, 6);
    expect(decideToWin(turn, hand, 0)).toEqual({ category: 'fours' });
    // Optimal: 50 + E[fours] (about 8.4) beats 20 + 50 · 0.046 = 22.3.
    expect(optimalChoice(['yacht', 'fours'], [4, 4, 4, 4, 4], 0)).toEqual({ category: 'yacht' });
  });

  it('behind by 20, only choice open, 2,3,5,5,6 and a roll left: take the sure 21, not the expected 23', () => {
    // 21 wins outright. Rerolling the 2 and 3 expects 16 + 7 = 23 but wins only on a sum
    // of 5 or more (30/36) and ties on 4 (3/36 · ½): 0.875.
    const turn = lastTurns(['choice'], 20);
    const hand = handIndex([2, 3, 5, 5, 6]);
    expect(turn.rowWin[categoryIndex('choice') * ROW_SPAN + 21]).toBe(1);
    expect(winKeeps(turn, 1).win[multisetIndex([5, 5, 6])]).toBeCloseTo(0.875, 12);
    expect(decideToWin(turn, hand, 1)).toEqual({ category: 'choice' });
    expect(optimalChoice(['choice'], [2, 3, 5, 5, 6], 1)).toEqual({ keep: [5, 5, 6] });
  });
});
