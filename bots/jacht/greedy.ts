import type { BotDefinition } from '../../src/core/bot.js';
import { CATEGORY_COUNT, CATEGORY_MAX } from '../../src/games/jacht/categories.js';
import { handIndex } from '../../src/games/jacht/dice.js';
import { decideTurn } from '../../src/analysis/jacht/solver/policy.js';
import { type TurnTables, solveTurn } from '../../src/analysis/jacht/solver/turn.js';
import type { JachtAction } from '../../src/games/jacht/actions.js';
import { MAX_ROLLS, type JachtObservation } from '../../src/games/jacht/state.js';

const NOTHING_AFTER = new Float64Array(CATEGORY_COUNT);
// The turn's tables depend only on which categories are open: built once per process.
const tablesByFilled: (TurnTables | undefined)[] = new Array(1 << CATEGORY_COUNT);

function tablesFor(filled: number): TurnTables {
  return (tablesByFilled[filled] ??= solveTurn(filled, NOTHING_AFTER));
}

/** Ties go to the row that can score least, earlier rows first among equal maxima:
 * ones, twos, threes, fours, fives, fullHouse, bigStraight, …, choice, sixes, yacht. */
const CHEAPEST_FIRST: readonly number[] = Array.from({ length: CATEGORY_COUNT }, (_, c) => c).sort(
  (a, b) => CATEGORY_MAX[a] - CATEGORY_MAX[b] || a - b,
);
const SHEET_ORDER: readonly number[] = Array.from({ length: CATEGORY_COUNT }, (_, c) => c);

/** Maximizes this turn's score and ignores the rest of the game. */
export const jachtGreedy: BotDefinition = {
  name: 'greedy',
  summary: "keeps the dice and scores the category that maximize this turn's expected score, ignoring later turns",
  games: ['jacht'],
  params: {
    lookahead: {
      default: 1,
      doc: 'rolls a keep is valued over: 1 = exactly over every roll left this turn, 0 = as if the next roll were the last',
      min: 0,
      max: 1,
      integer: true,
    },
    tieBreak: {
      default: 'sheet',
      doc: 'row taken among equal scores (mostly where a zero goes): sheet = the first on the sheet (yacht, straights first: hard rows), cheapest = the lowest maximum (ones first)',
      choices: ['cheapest', 'sheet'],
    },
  },
  create: (params) => {
    const exact = params.lookahead === 1;
    const order = params.tieBreak === 'sheet' ? SHEET_ORDER : CHEAPEST_FIRST;
    return {
      act: (obs: JachtObservation): JachtAction => {
        const filled = obs.filled[obs.seat];
        const tables = tablesFor(filled);
        const rollsLeft = MAX_ROLLS - obs.rollsUsed;
        return decideTurn(tables, NOTHING_AFTER, handIndex(obs.dice), rollsLeft, exact && rollsLeft >= 2, order);
      },
    };
  },
};
