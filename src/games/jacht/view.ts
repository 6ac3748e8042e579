// What a bot from outside tafel sees of Jacht (a bot file, a program over the line
// protocol): the whole table as plain JSON, each score sheet with its rows by name. And
// how its answers are read: a keep's dice in any order, a row's name in any case.
import { CATEGORY_ACTIONS, type JachtAction, KEEP_ACTIONS } from './actions.js';
import { CATEGORY_COUNT, CATEGORY_IDS, type CategoryId } from './categories.js';
import { multisetIndex } from './dice.js';
import type { JachtObservation } from './state.js';

/** One score sheet: each row by name, in sheet order, with the score written in it or null
 * while it is empty. */
export type JachtSheet = { [row in CategoryId]: number | null };

export interface JachtView {
  /** The seat to move, 0..players-1: always the asking bot's own. */
  seat: number;
  /** Players at the table, 1 or more. */
  players: number;
  /** The turn every seat is on, 0..11 (each seat has twelve turns, one a row). */
  round: number;
  /** Rolls made this turn, 1..3 (the first is made when the turn starts); at 3 only a row may
   * be scored. */
  rollsUsed: number;
  /** The five dice, faces 1..6, ascending. */
  dice: number[];
  /** Every seat's score sheet, by seat: rows by name, null while empty. */
  sheets: JachtSheet[];
  /** Every seat's total so far, by seat: the sum of its sheet. */
  totals: number[];
}

/** Row c of the sheet at `at`: its score, or null while empty. */
function row(sheet: Int8Array, at: number, c: number): number | null {
  const score = sheet[at + c];
  return score < 0 ? null : score;
}

/** One seat's sheet, written out as one literal in CATEGORY_IDS' order (a test holds it to
 * that order): an object of one shape, made far faster than by adding its rows one by one. */
function sheetOf(sheet: Int8Array, at: number): JachtSheet {
  return {
    yacht: row(sheet, at, 0),
    bigStraight: row(sheet, at, 1),
    littleStraight: row(sheet, at, 2),
    fourOfAKind: row(sheet, at, 3),
    fullHouse: row(sheet, at, 4),
    choice: row(sheet, at, 5),
    sixes: row(sheet, at, 6),
    fives: row(sheet, at, 7),
    fours: row(sheet, at, 8),
    threes: row(sheet, at, 9),
    twos: row(sheet, at, 10),
    ones: row(sheet, at, 11),
  };
}

/** The observation as plain JSON, made anew (nothing in it is shared with the observation). */
export function view(obs: JachtObservation): JachtView {
  const { players } = obs;
  const sheets: JachtSheet[] = new Array<JachtSheet>(players);
  const totals: number[] = new Array<number>(players);
  for (let s = 0; s < players; s++) {
    sheets[s] = sheetOf(obs.sheet, s * CATEGORY_COUNT);
    totals[s] = obs.totals[s];
  }
  const { dice } = obs;
  return {
    seat: obs.seat,
    players,
    round: obs.round,
    rollsUsed: obs.rollsUsed,
    dice: [dice[0], dice[1], dice[2], dice[3], dice[4]],
    sheets,
    totals,
  };
}

/** A row's name folded for reading: lower case, without spaces, `_` or `-` ("Full house",
 * "FULL_HOUSE" and "fullHouse" are one row). */
function folded(name: string): string {
  let out = '';
  for (const ch of name.toLowerCase()) if (ch !== ' ' && ch !== '_' && ch !== '-') out += ch;
  return out;
}

const ROW_BY_NAME = new Map<string, JachtAction>(CATEGORY_IDS.map((id, c) => [folded(id), CATEGORY_ACTIONS[c]]));

/** The keep of these faces in any order, as legalActions hands it out; undefined for
 * anything but 0..4 whole faces 1..6. */
function keepOf(faces: readonly unknown[]): JachtAction | undefined {
  // Keeping all five is no keep (to stop rolling, score a row); a long list is not read.
  if (faces.length > 4) return undefined;
  const numbers = faces.map((face) => (typeof face === 'string' && face.trim() !== '' ? Number(face) : face));
  if (!numbers.every((face) => typeof face === 'number')) return undefined;
  // Multisets of 0..4 dice are the indices below HAND_START, each a keep.
  const index = multisetIndex(numbers as number[]);
  return index >= 0 ? KEEP_ACTIONS[index] : undefined;
}

/** "keep 3 5 5", "keep 3,5,5", "keep none", "keep": the faces after the word. */
function keepWritten(rest: string): JachtAction | undefined {
  const text = rest.trim().toLowerCase();
  if (text === '' || text === 'none') return keepOf([]);
  const faces: number[] = [];
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') faces.push(Number(ch));
    else if (ch !== ' ' && ch !== ',' && ch !== '[' && ch !== ']') return undefined;
  }
  return keepOf(faces);
}

/** A string answer: a row's name ("fullHouse", "score full house") or a keep ("keep 5 5"). */
function readWords(answer: string): JachtAction | undefined {
  if (answer.length > 40) return undefined;
  const text = answer.trim();
  const word = text.split(' ', 1)[0].toLowerCase();
  if (word === 'keep') return keepWritten(text.slice(4));
  return ROW_BY_NAME.get(folded(word === 'score' ? text.slice(5) : text));
}

function readObject(answer: Record<string, unknown>): JachtAction | undefined {
  const keys = Object.keys(answer);
  if (keys.length !== 1) return undefined;
  if (keys[0] === 'keep') return Array.isArray(answer.keep) ? keepOf(answer.keep) : undefined;
  if (keys[0] === 'category' && typeof answer.category === 'string') return ROW_BY_NAME.get(folded(answer.category));
  return undefined;
}

/** `{ keep: [5, 2, 5] }` → the keep 2,5,5; `{ category: 'FullHouse' }`, `'full house'`,
 * `'score choice'`, `'keep 2 5 5'`: the very actions legalActions hands out. Anything else
 * unchanged; never throws. */
export function readAnswer(answer: unknown): unknown {
  try {
    const read =
      typeof answer === 'string'
        ? readWords(answer)
        : typeof answer === 'object' && answer !== null && !Array.isArray(answer)
          ? readObject(answer as Record<string, unknown>)
          : undefined;
    return read ?? answer;
  } catch {
    // A proxy or getter of a bot's making: not an answer in the notation.
    return answer;
  }
}
