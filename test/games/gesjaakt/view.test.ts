// What a bot from outside sees of Gesjaakt and how its answers are read (view.ts), and the
// authors' helpers (notation.ts) against the game's own scoring.
import { describe, expect, it } from 'vitest';
import { gesjaakt } from '../../../src/games/gesjaakt/index.js';
import * as notation from '../../../src/games/gesjaakt/notation.js';
import { cardCost, penaltyPoints } from '../../../src/games/gesjaakt/score.js';
import { type GesjaaktState, REMOVED } from '../../../src/games/gesjaakt/state.js';
import { type GesjaaktView, readAnswer, view } from '../../../src/games/gesjaakt/view.js';
import { snapshot } from '../../helpers.js';
import { GARBAGE, expectPlainJson, objectsOf, positions, vandalise } from '../view-checks.js';

const POSITIONS = [3, 5, 7].flatMap((players) => positions<GesjaaktState>(gesjaakt, players, {}, 12, 3));
const seen = (s: GesjaaktState, seat: number): GesjaaktView => view(gesjaakt.observe(s, seat));

describe('the Gesjaakt view', () => {
  it('is wired into the play, and is plain JSON with exactly the fixed fields', () => {
    expect(gesjaakt.view).toBe(view);
    expect(gesjaakt.readAnswer).toBe(readAnswer);
    for (const { state, seat } of POSITIONS) {
      const v = seen(state, seat);
      expectPlainJson(v);
      expect(Object.keys(v)).toEqual(['seat', 'players', 'card', 'pot', 'chips', 'taken', 'cardsLeft']);
    }
  });

  it('carries every public fact of the state exactly', () => {
    for (const { state, seat } of POSITIONS) {
      const v = seen(state, seat);
      expect(v.seat).toBe(seat);
      expect(v.players).toBe(state.players);
      expect(v.card).toBe(state.deck[state.next]);
      expect(v.pot).toBe(state.pot);
      expect(v.chips).toEqual([...state.chips]);
      expect(v.cardsLeft).toBe(state.deck.length - state.next - 1);
      for (let s = 0; s < state.players; s++) {
        const taken = [...state.deck].filter((card) => state.owner[card] === s).sort((a, b) => a - b);
        expect(v.taken[s]).toEqual(taken);
      }
    }
  });

  it('shows nothing of the hidden cards: a pile reshuffled with the removed cards looks the same', () => {
    for (const { state, seat } of POSITIONS) {
      // The removed cards and the face-down pile, reversed: every hidden order changes.
      const hidden = [...state.deck.subarray(0, REMOVED), ...state.deck.subarray(state.next + 1)].reverse();
      const other = gesjaakt.clone(state);
      other.deck.set(hidden.slice(0, REMOVED), 0);
      other.deck.set(hidden.slice(REMOVED), state.next + 1);
      expect(snapshot(other.deck)).not.toBe(snapshot(state.deck));
      expect(seen(other, seat)).toEqual(seen(state, seat));
    }
  });

  it('is made anew: two views share nothing, and scribbling on one changes neither the next nor the state', () => {
    for (const { state, seat } of POSITIONS.slice(0, 40)) {
      const obs = gesjaakt.observe(state, seat);
      const first = view(obs);
      const second = view(obs);
      const shared = [...objectsOf(first)].filter((o) => objectsOf(second).has(o));
      expect(shared).toEqual([]);
      const before = snapshot(state);
      const expected = structuredClone(second);
      vandalise(first);
      expect(view(obs)).toEqual(expected);
      expect(seen(state, seat)).toEqual(expected);
      expect(snapshot(state)).toBe(before);
    }
  });
});

describe('reading a Gesjaakt answer', () => {
  it('reads each action in any case, with spaces around, as the very string legalActions hands out', () => {
    for (const action of ['take', 'pay'] as const) {
      for (const written of [action.toUpperCase(), ` ${action} `, action[0].toUpperCase() + action.slice(1), `\t${action}\n`]) {
        expect(readAnswer(written)).toBe(action);
      }
    }
    expect(readAnswer('take')).toBe('take');
  });

  it('leaves everything else as it was, and never throws', () => {
    [...GARBAGE, 'takes', 'ta ke', 'pass', 'draw', 'paypay', 'take pay'].forEach((answer, i) => {
      const read = readAnswer(answer);
      expect(read === answer || Number.isNaN(answer), `answer ${i}`).toBe(true);
    });
  });
});

describe('Gesjaakt notation helpers', () => {
  it('count as score.ts counts, for every seat of every position', () => {
    for (const { state, seat } of POSITIONS) {
      const v = seen(state, seat);
      const points = penaltyPoints(state.owner, state.chips);
      for (let s = 0; s < state.players; s++) {
        expect(notation.penaltyPoints(v.taken[s], v.chips[s])).toBe(points[s]);
        expect(notation.cardCost(v.taken[s], v.card)).toBe(cardCost(state.owner, s, v.card));
        const runs = notation.runsOf([...v.taken[s]].reverse());
        expect(runs.flat()).toEqual(v.taken[s]);
        for (const run of runs) run.forEach((card, i) => i > 0 && expect(card).toBe(run[i - 1] + 1));
        runs.forEach((run, i) => i > 0 && expect(run[0]).toBeGreaterThan(runs[i - 1].at(-1)! + 1));
      }
    }
  });

  it('name the unseen cards: the removed ones and the pile still to come', () => {
    for (const { state, seat } of POSITIONS) {
      const v = seen(state, seat);
      const hidden = [...state.deck.subarray(0, REMOVED), ...state.deck.subarray(state.next + 1)].sort((a, b) => a - b);
      expect(notation.unseenCards(v)).toEqual(hidden);
      expect(notation.unseenCards(v)).toHaveLength(REMOVED + v.cardsLeft);
    }
  });

  it('read, write and order cards', () => {
    expect(notation.parseCard('17')).toBe(17);
    expect(notation.parseCard(' 3 ')).toBe(3);
    expect(notation.parseCard(35)).toBe(35);
    for (const bad of ['2', '36', '', 'x', '4.5', 0, NaN]) expect(notation.parseCard(bad)).toBeUndefined();
    expect(notation.formatCard(12)).toBe('12');
    expect([30, 3, 12].sort(notation.compareCards)).toEqual([3, 12, 30]);
    expect(notation.cardCost([10, 12], 11)).toBe(-12); // joins two runs: 10 + 12 become 10
    expect(notation.penaltyPoints([5, 6, 7, 20], 4)).toBe(21);
  });
});
