// What a bot from outside sees of Jacht and how its answers are read (view.ts), and the
// authors' helpers (notation.ts) against the game's own scoring.
import { describe, expect, it } from 'vitest';
import { SeededRng, shuffle } from '../../../src/core/rng.js';
import type { JachtAction } from '../../../src/games/jacht/actions.js';
import { CATEGORY_IDS } from '../../../src/games/jacht/categories.js';
import { HAND_COUNT, HAND_START, MULTISET_FACES } from '../../../src/games/jacht/dice.js';
import { jacht } from '../../../src/games/jacht/index.js';
import * as notation from '../../../src/games/jacht/notation.js';
import { SCORE } from '../../../src/games/jacht/score.js';
import type { JachtObservation, JachtState } from '../../../src/games/jacht/state.js';
import { type JachtView, readAnswer, view } from '../../../src/games/jacht/view.js';
import { snapshot } from '../../helpers.js';
import { GARBAGE, expectPlainJson, objectsOf, positions, vandalise } from '../view-checks.js';

const POSITIONS = [1, 2, 4].flatMap((players) => positions<JachtState>(jacht, players, {}, 6, 3));
const seen = (s: JachtState): JachtView => view(jacht.observe(s, s.seat));

/** The observation again, from the view alone: nothing the observation holds is lost. */
function observationOf(v: JachtView): object {
  const sheet = v.sheets.flatMap((rows) => CATEGORY_IDS.map((row) => rows[row] ?? -1));
  const filled = v.sheets.map((rows) => CATEGORY_IDS.reduce((bits, row, c) => (rows[row] === null ? bits : bits | (1 << c)), 0));
  return {
    players: v.players,
    round: v.round,
    seat: v.seat,
    rollsUsed: v.rollsUsed,
    dice: Int8Array.from(v.dice),
    filled: Uint16Array.from(filled),
    sheet: Int8Array.from(sheet),
    totals: Int16Array.from(v.totals),
  };
}

describe('the Jacht view', () => {
  it('is wired into the play, and is plain JSON', () => {
    expect(jacht.view).toBe(view);
    expect(jacht.readAnswer).toBe(readAnswer);
    for (const { state } of POSITIONS) expectPlainJson(seen(state));
  });

  it('holds the whole observation: the observation can be made again from it alone', () => {
    for (const { state } of POSITIONS) {
      const obs: JachtObservation = jacht.observe(state, state.seat);
      expect(snapshot(observationOf(view(obs)))).toBe(snapshot({ ...obs }));
    }
  });

  it('names the rows in sheet order, an empty row null, and the dice ascending', () => {
    for (const { state } of POSITIONS) {
      const v = seen(state);
      expect(v.sheets).toHaveLength(state.players);
      for (const sheet of v.sheets) expect(Object.keys(sheet)).toEqual([...CATEGORY_IDS]);
      expect(v.dice).toEqual([...v.dice].sort((a, b) => a - b));
      const open = jacht.legalActions(state).flatMap((a) => ('category' in a ? [a.category] : []));
      expect(CATEGORY_IDS.filter((row) => v.sheets[v.seat][row] === null)).toEqual(open);
    }
  });

  it('is made anew: two views share nothing, and scribbling on one changes neither the next nor the state', () => {
    for (const { state } of POSITIONS.slice(0, 40)) {
      const obs = jacht.observe(state, state.seat);
      const first = view(obs);
      const second = view(obs);
      expect([...objectsOf(first)].filter((o) => objectsOf(second).has(o))).toEqual([]);
      const before = snapshot(state);
      const expected = structuredClone(second);
      vandalise(first);
      expect(view(obs)).toEqual(expected);
      expect(seen(state)).toEqual(expected);
      expect(snapshot(state)).toBe(before);
    }
  });
});

/** Other ways to write a legal action, each of which must read as that very action. */
function writings(action: JachtAction, rng: SeededRng): unknown[] {
  if ('keep' in action) {
    const faces = [...action.keep];
    shuffle(faces, rng);
    return [
      { keep: faces },
      { keep: faces.map(String) },
      `keep ${faces.join(' ')}`,
      ` KEEP ${faces.join(',')} `,
      action.keep.length === 0 ? 'keep none' : `keep [${faces.join(', ')}]`,
    ];
  }
  const row = action.category;
  const spaced = row.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  return [{ category: row.toUpperCase() }, { category: spaced }, row, `score ${spaced}`, row.toLowerCase(), `SCORE ${row}`];
}

describe('reading a Jacht answer', () => {
  it('reads every legal action written another way as the very value legalActions hands out', () => {
    const rng = new SeededRng(3);
    let read = 0;
    for (const { state } of POSITIONS) {
      for (const action of jacht.legalActions(state)) {
        for (const written of writings(action, rng)) {
          if (readAnswer(written) !== action) expect.fail(`${JSON.stringify(written)} is not read as ${JSON.stringify(action)}`);
          read++;
        }
      }
    }
    expect(read).toBeGreaterThan(5000);
  });

  it('leaves garbage and near misses as they were, and never throws', () => {
    const nearMisses = [
      { keep: [5, 5, 5, 5, 5] },
      { keep: [7] },
      { keep: [0] },
      { keep: [2.5] },
      { keep: ['x'] },
      { keep: [''] },
      { keep: 5 },
      { keep: [1], category: 'yacht' },
      { category: 'yachts' },
      { category: 'six' },
      { row: 'choice' },
      'keep 1 2 3 4 5',
      'keep 7',
      'keep 1 x',
      'keeps 1',
      'score',
      'score yacht please',
      'bonus',
      'yacht!',
    ];
    [...GARBAGE, ...nearMisses].forEach((answer, i) => {
      const read = readAnswer(answer);
      expect(read === answer || Number.isNaN(answer), `answer ${i}`).toBe(true);
    });
  });
});

describe('Jacht notation helpers', () => {
  it("score every hand in every row as score.ts's table does", () => {
    for (let h = 0; h < HAND_COUNT; h++) {
      const dice = [...MULTISET_FACES[HAND_START + h]].reverse();
      const all = notation.rowScores(dice)!;
      CATEGORY_IDS.forEach((row, c) => {
        expect(notation.scoreRow(row, dice)).toBe(SCORE[c * HAND_COUNT + h]);
        expect(all[row]).toBe(SCORE[c * HAND_COUNT + h]);
      });
    }
    expect(notation.ROWS).toEqual(CATEGORY_IDS);
    for (const bad of [
      [1, 2, 3, 4],
      [1, 2, 3, 4, 7],
      [0, 1, 1, 1, 1],
      [1, 1, 1, 1, 1, 1],
    ]) {
      expect(notation.scoreRow('choice', bad)).toBeUndefined();
      expect(notation.rowScores(bad)).toBeUndefined();
    }
    expect(notation.scoreRow('bonus', [1, 2, 3, 4, 5])).toBeUndefined();
  });

  it('name the open rows and make the very actions legalActions hands out', () => {
    for (const { state } of POSITIONS) {
      const v = seen(state);
      const legal = jacht.legalActions(state);
      const rows = legal.flatMap((a) => ('category' in a ? [a.category] : []));
      expect(notation.openRows(v.sheets[v.seat])).toEqual(rows);
      for (const action of legal) {
        if ('keep' in action) expect(notation.keepAction([...action.keep].reverse())).toBe(action);
        else expect(notation.scoreAction(action.category)).toBe(action);
      }
    }
    expect(notation.keepAction([1, 2, 3, 4, 5])).toBeUndefined();
    expect(notation.keepAction([9])).toBeUndefined();
    expect(notation.scoreAction('bonus')).toBeUndefined();
  });
});
