import { defineBot } from '../../src/core/bot.js';
import { CATEGORY_COUNT, CATEGORY_MAX } from '../../src/games/jacht/categories.js';
import { handIndex } from '../../src/games/jacht/dice.js';
import { bestRow } from '../../src/games/jacht/solver/policy.js';
import { CATEGORY_ACTIONS, type JachtAction, KEEP_ACTIONS } from '../../src/games/jacht/actions.js';
import { MAX_ROLLS, type JachtObservation } from '../../src/games/jacht/state.js';
import { NOTHING_AFTER, greedyKeep } from './greedy-keeps.js';

/** Ties go to the row that can score least, earlier rows first among equal maxima:
 * ones, twos, threes, fours, fives, fullHouse, bigStraight, …, choice, sixes, yacht. */
const CHEAPEST_FIRST: readonly number[] = Array.from({ length: CATEGORY_COUNT }, (_, c) => c).sort(
  (a, b) => CATEGORY_MAX[a] - CATEGORY_MAX[b] || a - b,
);
const SHEET_ORDER: readonly number[] = Array.from({ length: CATEGORY_COUNT }, (_, c) => c);

/** Maximizes this turn's score and ignores the rest of the game. */
export const jachtGreedy = defineBot({
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
        // decideTurn over the turn's tables, with the keeps read from one flat array.
        const filled = obs.filled[obs.seat];
        const hand = handIndex(obs.dice);
        const rollsLeft = MAX_ROLLS - obs.rollsUsed;
        if (rollsLeft > 0) {
          const k = greedyKeep(filled, hand, exact && rollsLeft >= 2);
          if (k >= 0) return KEEP_ACTIONS[k];
        }
        return CATEGORY_ACTIONS[bestRow(NOTHING_AFTER, hand, filled, order)];
      },
    };
  },
});
